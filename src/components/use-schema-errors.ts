/**
 * A domain schema's issues by field for a small form that does not use react-hook-form (payment methods, the super
 * admin's money forms): `check` validates and keeps the first issue of each field, `of` gives it translated.
 */
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import * as v from 'valibot';

export function useSchemaErrors() {
  const { i18n } = useLingui();
  const [errors, setErrors] = useState<Record<string, string>>({});
  return {
    check<S extends v.GenericSchema>(schema: S, value: unknown): boolean {
      const r = v.safeParse(schema, value);
      const next: Record<string, string> = {};
      if (!r.success)
        for (const i of r.issues) {
          const key = i.path?.[0]?.key;
          next[typeof key === 'string' ? key : '(form)'] ??= i.message;
        }
      setErrors(next);
      return r.success;
    },
    of: (field: string): string | undefined => (errors[field] ? i18n._(errors[field]) : undefined),
  };
}
