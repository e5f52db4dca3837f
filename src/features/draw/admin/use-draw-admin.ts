/**
 * The draw admin screen's data, read from the server (this screen is online only: allocation, declaration,
 * refunds and uploads are decided by the server, never queued).
 */
import type { Ticket } from '../../../../domain/draw/draw';
import type { DrawOrganizationStatus, DrawStatus } from '../../../../domain/draw/enums';
import { useEffect, useRef } from 'react';
import { api } from '../../../api/client';
import { useApiGet } from '../../../lib/use-api-get';
import { ticketQuery, type TicketFilters } from './ticket-tools';
import type { UploadTotals } from '../../../components/upload-result';

export interface DrawClub {
  organizationId: string;
  name: string;
  status: DrawOrganizationStatus;
  declaredAt: string | null;
  shareLink: string;
}

export interface DrawSummary {
  id: string;
  name: string;
  status: DrawStatus;
  /** Whether the caller runs the draw: allocation, deallocation and participation. */
  admin: boolean;
  organizationId: string;
  ticketPriceMinor: number;
  currency: string;
  drawDate: string | null;
  clubs: DrawClub[];
}

export interface TicketPage {
  _embedded: { tickets: Ticket[] };
  page: { number: number; size: number; totalElements: number; totalPages: number };
  summary: Record<string, number>;
}

export interface DrawOrder {
  id: string;
  status: string;
  quantity: number;
  amountMinor: number;
  currency: string;
  entrants: { name: string; quantity: number }[];
  createdAt: string;
  refundFeeMinor: number;
}

export interface OrdersBody {
  orders: DrawOrder[];
  refund: {
    enabled: boolean;
    refundFeeMinor: number;
    balance: { available: number; pending: number; reserved: number } | null;
  };
}

export type { UploadTotals as UploadResult } from '../../../components/upload-result';

export const clubPath = (drawId: string, orgId: string) =>
  `/draw/${encodeURIComponent(drawId)}/organization/${encodeURIComponent(orgId)}`;

export function useDraws() {
  return useApiGet<{ _embedded: { draws: DrawSummary[] } }>('/draw');
}

export function useClubTickets(drawId: string, orgId: string | null, filters: TicketFilters, page: number) {
  return useApiGet<TicketPage>(
    orgId ? `${clubPath(drawId, orgId)}/ticket?${ticketQuery(filters, page)}` : null,
  );
}

export function useOrders(drawId: string, orgId: string | null) {
  return useApiGet<OrdersBody>(orgId ? `${clubPath(drawId, orgId)}/order` : null);
}

/** Paper sales as CSV through the bulk-upload route (file upload and paste both use it). */
export function uploadSales(drawId: string, orgId: string, csv: string) {
  return api<UploadTotals>(`${clubPath(drawId, orgId)}/upload`, {
    method: 'POST',
    body: csv,
    headers: { 'Content-Type': 'text/csv' },
  });
}

/** Reads again when `version` changes after mount (not on mount: the first read is already under way). */
export function useReloadOn(version: number, reload: () => void) {
  const seen = useRef(version);
  useEffect(() => {
    if (seen.current === version) return;
    seen.current = version;
    reload();
  }, [version, reload]);
}
