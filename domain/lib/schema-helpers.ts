/**
 * Small valibot building blocks shared by the domain schemas.
 *
 * Objects report a missing required key and an unknown key (strict objects) through the object's own
 * message, so `objectMessage` tells the two apart: a missing key says "required", an unknown key says
 * "unknown field", anything else (not an object at all) says "invalid". Text fields are trimmed before
 * their length is checked, so "   " does not satisfy a required field.
 */
import * as v from 'valibot';
import { M } from '../messages.ts';

/** Message function for `v.object` / `v.strictObject` issues. */
export const objectMessage = (issue: v.BaseIssue<unknown>): string => {
  if (issue.kind === 'schema' && issue.path?.at(-1)?.origin === 'key') {
    return issue.expected === 'never' ? M.unknownField.id : M.required.id;
  }
  return M.invalid.id;
};

/** A strict object whose issues carry message ids (unknown keys are rejected). */
export function strictObject<const TEntries extends v.ObjectEntries>(entries: TEntries) {
  return v.strictObject(entries, objectMessage);
}

/** A plain object (unknown keys are dropped) whose issues carry message ids. */
export function object<const TEntries extends v.ObjectEntries>(entries: TEntries) {
  return v.object(entries, objectMessage);
}

/**
 * An identity transformation that ends a pipe once an issue has been reported: valibot stops a pipe
 * at a transformation after an issue, and validations further out see an untyped value and skip. So a
 * blank field says "required" rather than "required, invalid, …".
 */
export function endPipeOnIssue<T>() {
  return v.transform((value: T) => value);
}

/**
 * A present, non-empty string, trimmed unless `trim` is false. Use it as the first item of a pipe:
 * a missing or empty value reports only `requiredId`, and the format rules after it are skipped.
 */
export function requiredString(requiredId: string = M.required.id, trim = true) {
  return trim
    ? v.pipe(v.string(requiredId), v.trim(), v.minLength(1, requiredId), endPipeOnIssue<string>())
    : v.pipe(v.string(requiredId), v.minLength(1, requiredId), endPipeOnIssue<string>());
}

/** Required text: trimmed, non-empty, at most `max` characters. */
export function requiredText(max: number, tooLongId: string = M.tooLong.id) {
  return v.pipe(requiredString(), v.maxLength(max, tooLongId));
}

/** Optional text: trimmed, at most `max` characters; an empty string is allowed. */
export function optionalText(max: number, tooLongId: string = M.tooLong.id) {
  return v.optional(v.pipe(v.string(M.invalid.id), v.trim(), v.maxLength(max, tooLongId)));
}

/** An entity id as sent over the wire (uuidv7 for records made here, any non-empty string otherwise). */
export const Id = requiredString(M.required.id, false);
