/**
 * A domain schema's issues by field, for the small forms of payment methods and the super admin's money tabs:
 * the first message id of each top-level field, shown through Lingui in the reader's language.
 */
import { useState } from 'react';
import * as v from 'valibot';

export function useSchemaErrors() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  return {
    /** Checks `value` against `schema`; keeps each field's first message id; true when it passes. */
    check<S extends v.GenericSchema>(schema: S, value: unknown): boolean {
      const r = v.safeParse(schema, value);
      const next: Record<string, string> = {};
      if (!r.success) {
        for (const i of r.issues) {
          const key = String(i.path?.[0]?.key ?? '(form)');
          next[key] ??= i.message;
        }
      }
      setErrors(next);
      return r.success;
    },
    /** The message id of `field`'s first issue, or undefined. */
    of: (field: string): string | undefined => errors[field],
  };
}
