/**
 * Request validation with the shared valibot schemas, through hono-openapi (so the same schema documents the
 * route in /api/openapi.json). Failures answer 400 with one field error per issue, translated from the
 * domain's message ids into the caller's language.
 */
import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { ValidationTargets } from 'hono';
import { validator } from 'hono-openapi';
import * as v from 'valibot';
import { pickLocale, translate } from '../i18n.ts';
import { HttpError, type FieldError } from './errors.ts';

export function fieldErrors(
  issues: readonly StandardSchemaV1.Issue[],
  acceptLanguage?: string | null,
): FieldError[] {
  const locale = pickLocale(acceptLanguage);
  return issues.map((issue) => {
    const field = (issue.path ?? [])
      .map((seg) => (typeof seg === 'object' && seg !== null && 'key' in seg ? String(seg.key) : String(seg)))
      .join('.');
    return {
      field: field || '(body)',
      message: translate(issue.message, locale, issue.message),
      code: issue.message,
    };
  });
}

export const INVALID_INPUT = 'The request is not valid';

export function validate<S extends StandardSchemaV1, T extends keyof ValidationTargets>(
  target: T,
  schema: S,
) {
  return validator(target, schema, (result, c) => {
    if (!result.success) {
      throw new HttpError(400, INVALID_INPUT, fieldErrors(result.error, c.req.header('accept-language')));
    }
  });
}

/** The `{id}` path parameter every `/…/{id}` route takes. */
export const IdParam = v.object({ id: v.pipe(v.string(), v.minLength(1), v.maxLength(64)) });
