import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AllocationInput, TICKET_NUMBER_MAX } from '../../../domain/draw/draw.ts';
import { M } from '../../../domain/messages.ts';

const codes = (over: Record<string, unknown>) => {
  const r = v.safeParse(AllocationInput, { county: 'Wicklow', organizationId: 'c1', ...over });
  return r.success ? [] : r.issues.map((i) => i.message);
};

describe('an allocation of tickets', () => {
  it('starts above 0 and allocates at least one ticket', () => {
    expect(codes({ startTicketNumber: 1, numberOfTickets: 1 })).toEqual([]);
    expect(codes({ startTicketNumber: 0, numberOfTickets: 1 })).toEqual([M.drawStartPositive.id]);
    expect(codes({ startTicketNumber: 1, numberOfTickets: 0 })).toEqual([M.drawCountPositive.id]);
  });
  it('keeps every ticket number within 8 digits (found by the fuzzer: 2^31 overflowed the database)', () => {
    expect(codes({ startTicketNumber: TICKET_NUMBER_MAX, numberOfTickets: 1 })).toEqual([]);
    expect(codes({ startTicketNumber: TICKET_NUMBER_MAX, numberOfTickets: 2 })).toEqual([M.drawNumberMax.id]);
    expect(codes({ startTicketNumber: 2_147_483_648, numberOfTickets: 1 })).toContain(M.drawNumberMax.id);
  });
});
