/** A domain schema's issues by field for the super admin's small money forms, translated (Lingui). */
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
