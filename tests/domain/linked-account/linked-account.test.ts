import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  identifierKey,
  LINKED_ACCOUNT_IDENTIFIER_MAX,
  LINKED_ACCOUNT_NAME_MAX,
  LinkedAccountInput,
  UnlinkInput,
} from '../../../domain/linked-account/linked-account.ts';
import { M } from '../../../domain/messages.ts';

const good = { type: 'FOIREANN', identifier: ' F-1 ', name: ' Seán ', relationship: 'PRIMARY' };
const issues = (input: unknown) =>
  (v.safeParse(LinkedAccountInput, input).issues ?? []).map((i) => [v.getDotPath(i), i.message]);

describe('LinkedAccountInput', () => {
  it('accepts a linked account and trims its texts', () => {
    const out = v.parse(LinkedAccountInput, good);
    expect(out).toEqual({ type: 'FOIREANN', identifier: 'F-1', name: 'Seán', relationship: 'PRIMARY' });
  });

  it('takes every relationship of the spec: primary, dependent, guardian, other', () => {
    for (const relationship of ['PRIMARY', 'DEPENDENT', 'GUARDIAN', 'OTHER'])
      expect(issues({ ...good, relationship })).toEqual([]);
    expect(issues({ ...good, relationship: 'OWNER' })).toEqual([
      ['relationship', M.linkedAccountRelationshipRequired.id],
    ]);
  });

  it('requires a known type, an identifier of 1–100 and a name of 1–200 characters', () => {
    expect(issues({ ...good, type: 'MYSPACE' })).toEqual([['type', M.linkedAccountTypeRequired.id]]);
    expect(issues({ ...good, identifier: '   ' })).toEqual([['identifier', M.required.id]]);
    expect(issues({ ...good, identifier: 'x'.repeat(LINKED_ACCOUNT_IDENTIFIER_MAX) })).toEqual([]);
    expect(issues({ ...good, identifier: 'x'.repeat(LINKED_ACCOUNT_IDENTIFIER_MAX + 1) })).toEqual([
      ['identifier', M.linkedAccountIdentifierMax.id],
    ]);
    expect(issues({ ...good, name: 'x'.repeat(LINKED_ACCOUNT_NAME_MAX + 1) })).toEqual([
      ['name', M.linkedAccountNameMax.id],
    ]);
  });

  it('refuses fields it does not know (a person cannot be named in the body)', () => {
    expect(issues({ ...good, personId: 'someone-else' }).map(([path]) => path)).toEqual(['personId']);
  });
});

describe('UnlinkInput', () => {
  it('requires a reason of at most 500 characters', () => {
    expect(v.safeParse(UnlinkInput, { reason: ' ' }).success).toBe(false);
    expect(v.safeParse(UnlinkInput, { reason: 'x'.repeat(501) }).success).toBe(false);
    expect(v.parse(UnlinkInput, { reason: ' Wrong person ' })).toEqual({ reason: 'Wrong person' });
  });
});

it('compares identifiers whatever their case and surrounding spaces', () => {
  expect(identifierKey('  F-AbC ')).toBe('f-abc');
});
