/**
 * The generic error alert of seed 1 §8: the screen's message, plus the server's `summary` or `message`
 * when the error body was readable, otherwise the HTTP status.
 */
import { ApiError } from '../api/client';
import { showAlert } from './alerts';

/** The detail line under the message: the server's summary or message, else the status; `undefined` for
 * failures that never reached the server (the message says enough). */
export function errorDetail(err: unknown): string | undefined {
  if (!(err instanceof ApiError)) return undefined;
  return err.body?.summary || err.body?.message || String(err.status);
}

export function showErrorAlert(message: string, err: unknown): number {
  return showAlert('error', message, errorDetail(err));
}
