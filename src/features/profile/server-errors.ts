import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../api/client';

/** Puts the server's field errors (400/409 bodies) on the form's fields; answers whether any applied. */
export function applyServerErrors<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
): boolean {
  if (!(err instanceof ApiError) || !err.body?.errors?.length) return false;
  for (const e of err.body.errors) {
    setError(e.field as Path<T>, { type: 'server', message: e.code ?? e.message });
  }
  return true;
}
