/**
 * The one error shape of the API (ARCHITECTURE.md): every failed call, and every rejected sync mutation,
 * answers `{ status, summary, message, errors? }`. Server, client and sync protocol share it.
 */
export interface FieldError {
  field: string;
  message: string;
  /** The domain message id, so a client can show its own translation. */
  code?: string;
}

export interface ErrorBody {
  status: number;
  summary: string;
  message: string;
  errors?: FieldError[];
}
