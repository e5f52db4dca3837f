/**
 * A refused request's field errors (400 `errors: [{ field, message, code? }]`) on a react-hook-form form:
 * each under its field, as the message id (`code`) when the server gave one so the field shows it in the
 * reader's language, else the server's (already translated) text.
 */
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../api/client';

/** The field errors of a refused request (400): field name, message id (its code, else its text). */
export function fieldErrors(err: unknown): { field: string; message: string }[] {
  if (!(err instanceof ApiError) || err.status !== 400) return [];
  return (err.body?.errors ?? [])
    .filter((e) => e.field)
    .map((e) => ({ field: e.field, message: e.code ?? e.message }));
}

/** Puts a refused request's field errors (400) on the form's fields; true when there were any. */
export function applyFieldErrors<T extends FieldValues>(err: unknown, setError: UseFormSetError<T>): boolean {
  const errors = fieldErrors(err);
  for (const e of errors) setError(e.field as Path<T>, { message: e.message });
  return errors.length > 0;
}
