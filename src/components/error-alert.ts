/**
 * The generic error alert of seed 1 §8: the screen's message, plus the server's `message` or `summary` when
 * the error body was readable, otherwise the HTTP status. The message first: it is the spec's own sentence in
 * the caller's language ("Payouts are frozen for this club"), where the summary is only the status's name.
 */
import { ApiError } from '../api/client';
import { showAlert } from './alerts';

/** The detail line under the message: the server's message or summary, else the status; `undefined` for
 * failures that never reached the server (the message says enough). */
export function errorDetail(err: unknown): string | undefined {
  if (!(err instanceof ApiError)) return undefined;
  return err.body?.message || err.body?.summary || String(err.status);
}

export function showErrorAlert(message: string, err: unknown): number {
  return showAlert('error', message, errorDetail(err));
}
