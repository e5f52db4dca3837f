/**
 * What a form field's text becomes for its valibot schema (react-hook-form `setValueAs`): an input always
 * holds text, a schema wants null for "none" and numbers for numbers.
 */

/** Empty text is null (an optional choice left at "—"); anything else stays as it is. */
export const nullIfEmpty = (x: unknown) => (x === '' ? null : x);

const blank = (x: unknown) => x === '' || x === null || x === undefined;

/** Empty text stays undefined (so "required" shows); anything else becomes a number for the schema. */
export const numberOrUndefined = (x: unknown) => (blank(x) ? undefined : Number(x));

/** Empty text is null (an optional number left empty); anything else becomes a number for the schema. */
export const numberOrNull = (x: unknown) => (blank(x) ? null : Number(x));
