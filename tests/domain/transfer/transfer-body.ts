/** A complete, valid application body of a transfer type, for domain and server tests. */
import type { TransferType } from '../../../domain/transfer/enums.ts';
import { transferFormSchema } from '../../../domain/transfer/form-schema.ts';
import { associationOf } from '../../../domain/transfer/type-rules.ts';

/** Start and end in the overseas season of next year (always in the future). */
export const NEXT_YEAR = new Date().getUTCFullYear() + 1;

export function transferBody(
  type: TransferType,
  over: Record<string, unknown> = {},
  dates: { startDate: string; endDate: string } = {
    startDate: `${NEXT_YEAR}-03-01`,
    endDate: `${NEXT_YEAR}-08-31`,
  },
) {
  const form = transferFormSchema(type);
  const body: Record<string, unknown> = {
    personId: 'p1',
    additionalType: type,
    association: associationOf(type),
    originOrganizationId: 'club-a',
  };
  for (const f of form.sections.flatMap((s) => s.fields)) {
    if (f.type === 'FILE' || !f.required) continue;
    body[f.name] =
      f.type === 'CHECKBOX'
        ? true
        : f.type === 'SELECT'
          ? f.options![0]
          : f.type === 'DATE'
            ? '2026-05-01'
            : 'Text';
  }
  body.destinationOrganizationId = 'club-b';
  body.startDate = dates.startDate;
  if ('endDate' in body) body.endDate = dates.endDate;
  return { ...body, ...over };
}
