import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { Id, object, optionalText, requiredText, strictObject } from '../../../domain/lib/schema-helpers.ts';
import { M } from '../../../domain/messages.ts';

const messages = (schema: v.GenericSchema, input: unknown) =>
  (v.safeParse(schema, input).issues ?? []).map((i) => `${v.getDotPath(i) ?? ''}: ${i.message}`);

describe('object messages', () => {
  const Strict = strictObject({ a: v.string(), b: v.optional(v.string()) });
  const Plain = object({ a: v.string() });

  it('says required for a missing key and unknown for an extra key', () => {
    expect(messages(Strict, {})).toEqual([`a: ${M.required.id}`]);
    expect(messages(Strict, { a: 'x', c: 1 })).toEqual([`c: ${M.unknownField.id}`]);
    expect(messages(Plain, { a: 'x', c: 1 })).toEqual([]);
  });

  it('says invalid for something that is not an object', () => {
    expect(messages(Strict, 'nope')).toEqual([`: ${M.invalid.id}`]);
    expect(messages(Plain, null)).toEqual([`: ${M.invalid.id}`]);
  });

  it('keeps the key in nested paths', () => {
    const Outer = strictObject({ inner: Strict });
    expect(messages(Outer, { inner: { z: 1 } })).toEqual([
      `inner.a: ${M.required.id}`,
      `inner.z: ${M.unknownField.id}`,
    ]);
  });
});

describe('text helpers', () => {
  it('requiredText trims and reports only "required" for blank input', () => {
    const Name = requiredText(5, M.nameMax.id);
    expect(v.parse(Name, ' ab ')).toBe('ab');
    expect(messages(Name, '   ')).toEqual([`: ${M.required.id}`]);
    expect(messages(Name, 'abcdef')).toEqual([`: ${M.nameMax.id}`]);
    expect(messages(Name, 42)).toEqual([`: ${M.required.id}`]);
  });

  it('optionalText allows absence and empty text', () => {
    const Bio = optionalText(3);
    expect(messages(Bio, undefined)).toEqual([]);
    expect(messages(Bio, '')).toEqual([]);
    expect(messages(Bio, 'abcd')).toEqual([`: ${M.tooLong.id}`]);
  });

  it('Id is a non-empty string', () => {
    expect(messages(Id, '0190a1b2-0000-7000-8000-000000000001')).toEqual([]);
    expect(messages(Id, '')).toEqual([`: ${M.required.id}`]);
  });
});
