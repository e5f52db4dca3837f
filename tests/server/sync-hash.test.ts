/**
 * The sync push's mutation hash (server/sync/push.ts): `canonical` is iterative, so no payload overflows
 * the stack (issue #30 finding 5: a 5,000-deep one did), and it writes exactly what the recursive version
 * wrote, so idempotency records stored before still match.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Mutation } from '../../domain/sync/protocol.ts';
import { canonical, mutationHash } from '../../server/sync/push.ts';

/** The recursive version this replaced, kept here as the reference. */
function recursive(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(recursive).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${recursive(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const mutation = (payload: unknown): Mutation => ({
  id: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b',
  idempotencyKey: 'key-12345',
  op: 'injury.save',
  entityId: 'inj-1',
  baseVersion: 3,
  payload,
});

const nested = (n: number, make: (inner: unknown) => unknown) => {
  let value: unknown = 'bottom';
  for (let i = 0; i < n; i++) value = make(value);
  return value;
};

describe('canonical', () => {
  it('writes what the recursive version wrote', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(canonical(value)).toBe(recursive(value));
      }),
      { numRuns: 300, seed: 30 },
    );
    const holey: unknown[] = [1, undefined];
    holey[3] = () => 1; // index 2 is a hole
    const odd = { b: holey, a: undefined, c: { z: null, y: new Date(0) } };
    expect(canonical(odd)).toBe(recursive(odd));
    expect(canonical(undefined)).toBe('null');
  });

  it('sorts keys and leaves out undefined members', () => {
    expect(canonical({ b: 1, a: [{ d: 2, c: undefined }], é: 'Seán' })).toBe(
      '{"a":[{"d":2}],"b":1,"é":"Seán"}',
    );
  });

  it('throws on a cycle instead of running on', () => {
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = { back: cyclic };
    expect(() => canonical(cyclic)).toThrow(TypeError);
    const shared = { x: 1 };
    expect(canonical({ a: shared, b: [shared, shared] })).toBe('{"a":{"x":1},"b":[{"x":1},{"x":1}]}');
  });
});

describe('mutationHash', () => {
  it('is the same hash as before the change (stored idempotency records still match)', () => {
    const payload = {
      zeta: [1, 'two', null, true, { b: 2, a: [{ y: 'ÉÓ "q"', x: -1.5e-7 }] }],
      alpha: 'Seán',
      skip: undefined,
      empty: {},
      list: [],
    };
    expect(mutationHash(mutation(payload))).toBe(
      'dea15de188cd9c94f15d963da891021b6fb10d203e5afe11f3a771e17ec6a8b9',
    );
  });

  it('hashes 10,000-deep objects and arrays without throwing', () => {
    const deepObject = nested(10_000, (inner) => ({ a: inner }));
    const deepArray = nested(10_000, (inner) => [inner]);
    expect(mutationHash(mutation(deepObject))).toMatch(/^[0-9a-f]{64}$/);
    expect(mutationHash(mutation(deepArray))).toMatch(/^[0-9a-f]{64}$/);
    expect(mutationHash(mutation(deepObject))).not.toBe(mutationHash(mutation(deepArray)));
  });
});
