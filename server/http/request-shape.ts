/**
 * The shape every API request must have before a route sees it:
 * - no NUL character in the path, the query or a JSON string: PostgreSQL cannot store or compare one in text,
 *   so a NUL reaching a query was a 500 (400 now);
 * - a JSON body nested at most BODY_MAX_DEPTH levels and holding at most BODY_MAX_VALUES values (400
 *   otherwise): code after this (valibot, the sync push's mutation hash) may recurse over a body, and a
 *   5,000-deep sync payload overflowed the stack there (500, the batch failed). One walk with an explicit
 *   stack checks depth, size and NUL together, before anything recurses, so no check has a depth hole;
 * - a request body is a JSON object (or a multipart upload or CSV text, which their routes check): another content type
 *   is 415, JSON that is not an object (an array, a number, true) is 400. Without this a route's
 *   `validate('json', …)` saw `{}` for a text or form body, and an optional-only schema accepted it; a route
 *   that peeks at the body before validating threw on `'x' in true` (500).
 *
 * And, for every route of the app (readableForms): a form or multipart body that cannot be parsed — cut short
 * before its closing boundary, a broken part header — is the client's fault, a 400 in the caller's language,
 * not a 500 logged as a server error (issue 48, finding 6). Each upload route still reads its body itself,
 * after its own body limit; only the parse's failure is answered here.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { HTTPException } from 'hono/http-exception';
import { M, messageText } from '../../domain/messages.ts';
import { pickLocale, translate } from '../i18n.ts';
import type { AppEnv } from './app-env.ts';
import { HttpError } from './errors.ts';
import { INVALID_INPUT } from './validate.ts';

const JSON_TYPE = /^application\/(?:[\w.+-]*\+)?json\s*(?:;|$)/i;
const MULTIPART = /^multipart\/form-data\s*;/i;
/** CSV uploads (a draw's paper sales): their route parses and checks the text itself. */
const CSV = /^text\/csv\s*(?:;|$)/i;

/**
 * The deepest nesting a JSON body may have (the body object itself is level 1). The deepest real body is a
 * sync push (body, mutations, mutation, payload) carrying an injury record with its details (object, array,
 * object): 6 levels; the deepest REST input (a membership package with its options and questions) is
 * 5. 32 leaves room for growth and stays far below any stack.
 */
export const BODY_MAX_DEPTH = 32;
/**
 * The most values (objects, arrays, strings, numbers, booleans, nulls) a JSON body may hold. The largest
 * real body is a full sync push (100 mutations of a few dozen values each), a few thousand; 1 MB of JSON
 * can hold about 500,000 (`[0,0,…]`).
 */
export const BODY_MAX_VALUES = 100_000;

const refused = (field: string, message: string) => new HttpError(400, INVALID_INPUT, [{ field, message }]);
const nul = () => refused('(request)', 'NUL characters are not allowed');

/**
 * The body's first problem (nesting, size, a NUL in a key or string), or null. Iterative: an explicit
 * stack of (value, level), so a body of any depth is walked without recursion; values are counted as they
 * are reached, so a wide body is refused before its children are queued.
 */
function bodyProblem(body: object): HttpError | null {
  const stack: [unknown, number][] = [[body, 1]];
  let values = 1;
  while (stack.length > 0) {
    const [value, level] = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return nul();
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (level > BODY_MAX_DEPTH)
      return refused('(body)', `The body is nested too deeply (at most ${BODY_MAX_DEPTH} levels)`);
    const children = Array.isArray(value) ? (value as unknown[]) : Object.values(value);
    values += children.length;
    if (values > BODY_MAX_VALUES)
      return refused('(body)', `The body holds too many values (at most ${BODY_MAX_VALUES})`);
    if (!Array.isArray(value) && Object.keys(value).some((k) => k.includes('\u0000'))) return nul();
    for (const child of children) stack.push([child, level + 1]);
  }
  return null;
}

/** Whether the request says it carries a body (a length above 0, or chunks), read from its headers alone. */
export function hasBody(c: Context): boolean {
  const length = c.req.header('content-length');
  return (length !== undefined && length !== '0') || c.req.header('transfer-encoding') !== undefined;
}

export function requestShape() {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (/%00/i.test(c.req.url) || c.req.path.includes('\u0000')) throw nul();
    if (!hasBody(c) || c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const type = c.req.header('content-type') ?? '';
    if (MULTIPART.test(type) || CSV.test(type)) return next();
    if (!JSON_TYPE.test(type))
      throw new HttpError(415, 'The request body must be JSON (Content-Type: application/json)');
    const body: unknown = await c.req.json().catch(() => {
      throw new HttpError(400, 'The request body is not valid JSON');
    });
    if (body === null || typeof body !== 'object' || Array.isArray(body))
      throw refused('(body)', 'The body must be a JSON object');
    const problem = bodyProblem(body);
    if (problem) throw problem;
    await next();
  });
}

/**
 * Makes `c.req.parseBody` answer 400 (M.uploadIncomplete) when the body cannot be parsed. Wrapping the one
 * parse every route calls keeps the fix in one place: routes need no catch of their own, and an error the
 * route's middleware threw while reading (a body limit's 413) passes through unchanged.
 */
export function readableForms() {
  return createMiddleware(async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const parse = c.req.parseBody.bind(c.req);
    c.req.parseBody = (options?: Parameters<typeof parse>[0]) =>
      parse(options).catch((err: unknown) => {
        if (err instanceof HttpError || err instanceof HTTPException) throw err;
        throw incompleteBody(c);
      });
    await next();
  });
}

function incompleteBody(c: Context): HttpError {
  const message = translate(
    M.uploadIncomplete.id,
    pickLocale(c.req.header('accept-language')),
    messageText(M.uploadIncomplete.id),
  );
  return new HttpError(400, message);
}
