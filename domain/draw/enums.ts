/**
 * Draw enumerations of seed 2 §3 (the National Club Draw and similar): tickets, draws and the
 * organisations taking part.
 */
import * as v from 'valibot';
import { M } from '../messages.ts';

/** Ticket statuses; ALLOCATED means allocated but not sold. */
export const TICKET_STATUSES = [
  'ALLOCATED',
  'SOLD',
  'REFUNDED',
  'FAILED',
  'PENDING_PAYMENT',
  'EXPIRED',
] as const;
export const TicketStatus = v.picklist(TICKET_STATUSES, M.invalidOption.id);
export type TicketStatus = v.InferOutput<typeof TicketStatus>;

export const TICKET_TYPES = ['ONLINE', 'PAPER', 'PHYSICAL'] as const;
export const TicketType = v.picklist(TICKET_TYPES, M.invalidOption.id);
export type TicketType = v.InferOutput<typeof TicketType>;

export const DRAW_STATUSES = ['ACTIVE', 'ARCHIVED'] as const;
export const DrawStatus = v.picklist(DRAW_STATUSES, M.invalidOption.id);
export type DrawStatus = v.InferOutput<typeof DrawStatus>;

export const DRAW_ORGANIZATION_STATUSES = ['ENABLED', 'DELETED'] as const;
export const DrawOrganizationStatus = v.picklist(DRAW_ORGANIZATION_STATUSES, M.invalidOption.id);
export type DrawOrganizationStatus = v.InferOutput<typeof DrawOrganizationStatus>;
