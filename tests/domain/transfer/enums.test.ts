import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  DISALLOWED_TRANSFER_TYPES,
  TRANSFER_TYPES,
  TRANSFER_TYPES_BY_ASSOCIATION,
  TransferType,
} from '../../../domain/transfer/enums.ts';

describe('transfer types', () => {
  it('are unique across associations and prefixed with their association', () => {
    expect(new Set(TRANSFER_TYPES).size).toBe(TRANSFER_TYPES.length);
    expect(TRANSFER_TYPES).toHaveLength(21);
    for (const [association, types] of Object.entries(TRANSFER_TYPES_BY_ASSOCIATION)) {
      for (const t of types) expect(t.startsWith(association.toUpperCase())).toBe(true);
    }
    expect(v.safeParse(TransferType, 'CAMOGIE_CC6A_STUDENT_PERMIT').success).toBe(true);
    expect(DISALLOWED_TRANSFER_TYPES).toEqual(['GAA_INTRA_COUNTY']);
  });
});
