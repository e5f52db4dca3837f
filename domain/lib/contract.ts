/**
 * Route contracts (docs/adr/0022-route-contracts.md): each REST call declared once, in its context's
 * `domain/<context>/<context>.contract.ts`, with its method, path, policy action, whether it changes state,
 * and the valibot schemas of its params, query, body and answer. The server registers its handler against
 * the contract (server/http/contract.ts: guard, validation, OpenAPI, a typed answer), the app calls it with
 * `call(contract, input)` (src/api/call.ts) and the server tests with `callContract` (tests/server/harness.ts).
 *
 * Pure types and two small functions (`defineRoute`, `pathOf`): imported by the app's feature chunks, the
 * server and the tests alike.
 */
import * as v from 'valibot';
import { PageMeta } from './list-query.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Any valibot schema (the contract keeps its exact type). */
export type Schema = v.GenericSchema<unknown, unknown>;

/** An answer without a body: 204. */
export const NO_CONTENT = { kind: 'none' } as const;
export type NoContent = typeof NO_CONTENT;

/** A file answered as bytes (a CSV, PDF, ZIP or calendar), of this media type; the app downloads it. */
export interface FileAnswer {
  readonly kind: 'file';
  readonly type: string;
}
export const fileAnswer = (type: string): FileAnswer => ({ kind: 'file', type });

/** A multipart body (files and fields), checked by the handler: sniffed bytes, sizes (server/http/one-file.ts). */
export const MULTIPART = { kind: 'multipart' } as const;
export type Multipart = typeof MULTIPART;

export type ResponseShape = Schema | NoContent | FileAnswer;

export interface RouteContract {
  readonly method: Method;
  /** Under /api, in Hono's form: `/survey-submission/:id`. */
  readonly path: string;
  /** One line for the OpenAPI document. */
  readonly summary: string;
  /** The OpenAPI tag: the context. */
  readonly tag: string;
  /**
   * The policy action the server's guard asks before anything else (server/auth/policy-actions.ts); a public
   * route names a PUBLIC one.
   */
  readonly policy: string;
  /** Answers without a token (its policy is PUBLIC; the OpenAPI operation asks for no security). */
  readonly public?: boolean;
  /** Changes state, so the request runs in one request transaction (every method but GET, unless said). */
  readonly mutates: boolean;
  readonly params?: Schema;
  readonly query?: Schema;
  readonly body?: Schema | Multipart;
  readonly response: ResponseShape;
  /** The status of a success with a body: 200 unless said (201 created, 202 accepted). */
  readonly status?: 200 | 201 | 202;
  /** Reads `If-Match` (a document's version: server/http/etag.ts). */
  readonly ifMatch?: boolean;
  /** Error answers with a body of their own beyond `{status, summary, message}` (402, a 409's document). */
  readonly errors?: Readonly<Partial<Record<402 | 409, Schema>>>;
}

type Declared = Omit<RouteContract, 'mutates'> & { readonly mutates?: boolean };

/**
 * A contract as declared, its literal types kept (so `call` and the handler see the exact schemas); `mutates`
 * defaults to every method but GET.
 */
export function defineRoute<const C extends Declared>(c: C): C & { readonly mutates: boolean } {
  return { ...c, mutates: c.mutates ?? c.method !== 'GET' };
}

// ---- types of a contract's input and answer ---------------------------------------------------------------

type In<S> = S extends Schema ? v.InferInput<S> : never;
type Out<S> = S extends Schema ? v.InferOutput<S> : never;

/** A query value as the caller gives it: numbers and booleans are written into the URL. */
type QueryValue<T> = T extends string ? T | number | boolean : T;
type QueryInput<T> = { [K in keyof T]: QueryValue<T[K]> };

/** What the caller sends: path params, query, body (each present when the contract has it). */
export type ContractInput<C extends RouteContract> = (C['params'] extends Schema
  ? { params: In<C['params']> }
  : { params?: never }) &
  (C['query'] extends Schema
    ? Record<string, never> extends QueryInput<In<C['query']>>
      ? { query?: QueryInput<In<C['query']>> }
      : { query: QueryInput<In<C['query']>> }
    : { query?: never }) &
  (C['body'] extends Multipart
    ? { body: FormData }
    : C['body'] extends Schema
      ? { body: In<C['body']> }
      : { body?: never }) & {
    /** A retry of the same write is answered once (server/http/idempotency.ts). */
    idempotencyKey?: string;
    /** The version of the document the write is based on (`If-Match`). */
    ifMatch?: number;
  };

/** What the handler receives, validated. */
export type ContractValues<C extends RouteContract> = {
  params: C['params'] extends Schema ? Out<C['params']> : Record<string, never>;
  query: C['query'] extends Schema ? Out<C['query']> : Record<string, never>;
  body: C['body'] extends Multipart ? undefined : C['body'] extends Schema ? Out<C['body']> : undefined;
};

/** The answer: the response schema's output; nothing for 204; the bytes of a file. */
export type ContractOutput<C extends RouteContract> = C['response'] extends NoContent
  ? void
  : C['response'] extends FileAnswer
    ? Blob
    : Out<C['response']>;

/** True when the contract takes no input at all, so `call(contract)` needs no second argument. */
export type NeedsNoInput<C extends RouteContract> = C['params'] extends Schema
  ? false
  : C['body'] extends Schema | Multipart
    ? false
    : true;

// ---- helpers ----------------------------------------------------------------------------------------------

/** `GET /api/survey/:id`: how the route is registered, and the authorization matrix's key. */
export const routeKey = (c: Pick<RouteContract, 'method' | 'path'>) => `${c.method} /api${c.path}`;

/** `/survey/{id}`: the OpenAPI form of the path. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/**
 * The path of one call under /api, params filled in (encoded) and the query written out (repeated keys for
 * arrays; undefined values left out).
 */
export function pathOf(
  c: Pick<RouteContract, 'path'>,
  input: { params?: object; query?: object } = {},
): string {
  const params = (input.params ?? {}) as Record<string, unknown>;
  const path = c.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if ((typeof value !== 'string' && typeof value !== 'number') || value === '')
      throw new Error(`${c.path}: no ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value])
      search.append(key, String(item as string | number | boolean));
  }
  const q = search.toString();
  return q ? `${path}?${q}` : path;
}

/**
 * The list answer of ARCHITECTURE.md: `{ _embedded: { <name>: [...] }, page: { number, size, totalElements,
 * totalPages } }`, for a list contract's response.
 */
export function pagedList<const N extends string, S extends Schema>(name: N, item: S) {
  return v.object({
    _embedded: v.object({ [name]: v.array(item) } as { [K in N]: v.ArraySchema<S, undefined> }),
    page: PageMeta,
  });
}
