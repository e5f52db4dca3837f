/**
 * Sends a support query online (the form cannot be queued offline: the visitor waits for the reference). One
 * Idempotency-Key per form fill, and a body whose multipart boundary comes from it, so a second click or a
 * retry is answered from the first response and sends nothing more (domain/support/support-body.ts).
 */
import { api } from '../../api/client';
import { supportQueryBody } from '../../../domain/support/support-body';
import type { SupportQuery, SupportQueryReceipt } from '../../../domain/support/support-query';

export function submitSupportQuery(
  query: SupportQuery,
  file: File | null,
  idempotencyKey: string,
): Promise<SupportQueryReceipt> {
  const { body, contentType } = supportQueryBody(
    query,
    file ? { name: file.name, type: file.type, data: file } : null,
    `pairc-${idempotencyKey}`,
  );
  return api<SupportQueryReceipt>('/support-query', {
    method: 'POST',
    body,
    headers: { 'Content-Type': contentType, 'Idempotency-Key': idempotencyKey },
  });
}
