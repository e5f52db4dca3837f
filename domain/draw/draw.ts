/**
 * Draw shapes (seed 2 §3, §5): allocation, deallocation, participation, a paper sale, an online entry and
 * the ticket document the officer's device holds. One schema per shape, used by form, server and tests.
 */
import * as v from 'valibot';
import { M } from '../messages.ts';
import { DrawOrganizationStatus, TicketStatus, TicketType } from './enums.ts';
import { PageParam, pageSizeParam } from '../lib/list-query.ts';

/** Seed 2 §9: at most 10 tickets per entry, whatever the number of entrants. */
export const MAX_TICKETS_PER_ENTRY = 10;
export const ENTRANT_NAME_MIN = 3;
export const ENTRANT_NAME_MAX = 100;
export const ADDRESS_MAX = 200;
export const ALLOCATION_MAX = 100_000;
/** The highest ticket number (8 digits, as printed on paper tickets). */
export const TICKET_NUMBER_MAX = 99_999_999;

const required = (msg: string) => v.pipe(v.string(msg), v.trim(), v.minLength(1, msg));

export const BuyerName = v.pipe(
  v.string(M.drawEntrantNameMin.id),
  v.trim(),
  v.minLength(ENTRANT_NAME_MIN, M.drawEntrantNameMin.id),
  v.maxLength(ENTRANT_NAME_MAX, M.drawNameMax.id),
);
export const BuyerAddress = v.pipe(
  v.string(M.drawAddressRequired.id),
  v.trim(),
  v.minLength(1, M.drawAddressRequired.id),
  v.maxLength(ADDRESS_MAX, M.drawAddressMax.id),
);
/** A phone number with the country code +353 (Ireland) or +44 (UK); spaces are dropped. */
export const BuyerPhone = v.pipe(
  v.string(M.drawPhoneCountryCode.id),
  v.transform((s) => s.replace(/[\s()-]/g, '')),
  v.regex(/^\+(353|44)\d{6,11}$/, M.drawPhoneCountryCode.id),
);
export const SaleDate = v.pipe(v.string(M.drawDate.id), v.isoDate(M.drawDate.id));

export const AllocationInput = v.pipe(
  v.object({
    county: required(M.required.id),
    organizationId: required(M.required.id),
    startTicketNumber: v.pipe(
      v.number(M.drawStartPositive.id),
      v.integer(M.drawStartPositive.id),
      v.minValue(1, M.drawStartPositive.id),
      v.maxValue(TICKET_NUMBER_MAX, M.drawNumberMax.id),
    ),
    numberOfTickets: v.pipe(
      v.number(M.drawCountPositive.id),
      v.integer(M.drawCountPositive.id),
      v.minValue(1, M.drawCountPositive.id),
      v.maxValue(ALLOCATION_MAX, M.drawCountMax.id),
    ),
    ticketType: v.optional(v.picklist(['PAPER', 'ONLINE'], M.invalidOption.id), 'PAPER'),
  }),
  v.forward(
    v.partialCheck(
      [['startTicketNumber'], ['numberOfTickets']],
      (a) => a.startTicketNumber + a.numberOfTickets - 1 <= TICKET_NUMBER_MAX,
      M.drawNumberMax.id,
    ),
    ['numberOfTickets'],
  ),
);
export type AllocationInput = v.InferOutput<typeof AllocationInput>;

export const DeallocateInput = v.object({
  ticketIds: v.pipe(v.array(v.pipe(v.string(), v.maxLength(64))), v.minLength(1), v.maxLength(1000)),
});
export type DeallocateInput = v.InferOutput<typeof DeallocateInput>;

export const ParticipationInput = v.object({
  organizationId: required(M.required.id),
  status: DrawOrganizationStatus,
});
export type ParticipationInput = v.InferOutput<typeof ParticipationInput>;

/** A club asks the draw's runners for more paper tickets. */
export const PAPER_REQUEST_NOTE_MAX = 500;
export const PaperTicketRequestInput = v.object({
  numberOfTickets: v.pipe(
    v.number(M.drawCountPositive.id),
    v.integer(M.drawCountPositive.id),
    v.minValue(1, M.drawCountPositive.id),
    v.maxValue(ALLOCATION_MAX, M.drawCountMax.id),
  ),
  note: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(PAPER_REQUEST_NOTE_MAX, M.drawNoteMax.id)), ''),
});
export type PaperTicketRequestInput = v.InferOutput<typeof PaperTicketRequestInput>;

export const DeclareInput = v.object({ organizationId: required(M.required.id) });
export type DeclareInput = v.InferOutput<typeof DeclareInput>;

/** A paper ticket sold by a seller (online or queued offline), or an edit of its details. */
export const PaperSaleInput = v.object({
  name: BuyerName,
  address: BuyerAddress,
  phone: BuyerPhone,
  date: SaleDate,
});
export type PaperSaleInput = v.InferOutput<typeof PaperSaleInput>;
export type PaperSaleFormInput = v.InferInput<typeof PaperSaleInput>;

export const Entrant = v.pipe(
  v.object({
    name: BuyerName,
    /** Entrants after the first may reuse entrant 1's address and phone. */
    sameAsFirst: v.optional(v.boolean(), false),
    address: v.optional(v.string()),
    phone: v.optional(v.string()),
    quantity: v.pipe(
      v.number(M.drawQuantityMin.id),
      v.integer(M.drawQuantityMin.id),
      v.minValue(1, M.drawQuantityMin.id),
      v.maxValue(MAX_TICKETS_PER_ENTRY, M.drawMaxTickets.id),
    ),
  }),
  v.forward(
    v.check((e) => e.sameAsFirst || v.is(BuyerAddress, e.address), M.drawAddressRequired.id),
    ['address'],
  ),
  v.forward(
    v.check((e) => e.sameAsFirst || v.is(BuyerPhone, e.phone), M.drawPhoneCountryCode.id),
    ['phone'],
  ),
);
export type Entrant = v.InferOutput<typeof Entrant>;

export const EntryInput = v.pipe(
  v.object({
    county: required(M.required.id),
    organizationId: required(M.required.id),
    entrants: v.pipe(v.array(Entrant), v.minLength(1, M.required.id), v.maxLength(MAX_TICKETS_PER_ENTRY)),
    over18: v.literal(true, M.drawOver18.id),
    terms: v.literal(true, M.drawTerms.id),
  }),
  v.forward(
    v.check((e) => !e.entrants[0]?.sameAsFirst, M.invalid.id),
    ['entrants'],
  ),
  v.forward(
    v.check(
      (e) => e.entrants.reduce((n, x) => n + x.quantity, 0) <= MAX_TICKETS_PER_ENTRY,
      M.drawMaxTickets.id,
    ),
    ['entrants'],
  ),
);
export type EntryInput = v.InferOutput<typeof EntryInput>;
export type EntryFormInput = v.InferInput<typeof EntryInput>;

export function entryQuantity(e: Pick<EntryInput, 'entrants'>): number {
  return e.entrants.reduce((n, x) => n + x.quantity, 0);
}

/** The ticket document (REST and the officer's device). */
export const Ticket = v.object({
  id: v.string(),
  version: v.number(),
  updatedAt: v.string(),
  deleted: v.optional(v.boolean()),
  drawId: v.string(),
  drawName: v.string(),
  number: v.number(),
  county: v.string(),
  organizationId: v.string(),
  status: TicketStatus,
  ticketType: TicketType,
  name: v.nullable(v.string()),
  address: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  saleDate: v.nullable(v.string()),
  soldAt: v.nullable(v.string()),
  orderId: v.nullable(v.string()),
  declared: v.boolean(),
});
export type Ticket = v.InferOutput<typeof Ticket>;

const TicketNumberParam = v.pipe(
  v.string(),
  v.regex(/^\d{1,8}$/),
  v.transform(Number),
  v.minValue(1, M.drawStartPositive.id),
);

/** The ticket table's query (seed 2 §2 ticket table filters; list conventions). */
export const TicketListQuery = v.object({
  page: PageParam,
  size: pageSizeParam(1000, 100),
  status: v.optional(TicketStatus),
  ticketType: v.optional(TicketType),
  search: v.optional(v.pipe(v.string(), v.maxLength(100))),
  /** Ticket number range, both ends included. */
  numberFrom: v.optional(TicketNumberParam),
  numberTo: v.optional(TicketNumberParam),
});
export type TicketListQuery = v.InferOutput<typeof TicketListQuery>;

/** A paper-sales upload row (CSV columns ticketNumber,name,address,phone,date). */
export const CSV_UPLOAD_COLUMNS = ['ticketNumber', 'name', 'address', 'phone', 'date'] as const;
