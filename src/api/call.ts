/**
 * One typed call per route contract (domain/lib/contract.ts; docs/adr/0022-route-contracts.md):
 *
 *   const page = await call(surveyApi.submissions, { query: { page: 0, filter: 'kind:CLUB_COMPAS' } });
 *   //    ^ typed from the contract's response schema: no hand-written answer types
 *
 * Built on the REST client (client.ts): bearer token, one refresh-and-retry on 401, the server's error body
 * on the thrown ApiError. The path is filled from `params`, the query written from `query`; a JSON body is
 * sent as JSON, FormData as multipart. A 204 answers undefined; a file contract's answer is its bytes (a
 * Blob) — to save a file under the server's name, hand `pathOf(contract, input)` to download.ts.
 */
import {
  pathOf,
  type ContractInput,
  type ContractOutput,
  type NeedsNoInput,
  type RouteContract,
} from '../../domain/lib/contract';
import { api } from './client';

/** The second argument: optional when the contract takes no params and no body. */
export type CallArgs<C extends RouteContract> =
  NeedsNoInput<C> extends true ? [input?: ContractInput<C>] : [input: ContractInput<C>];

function requestOf<C extends RouteContract>(contract: C, input: ContractInput<C> | undefined): RequestInit {
  const headers: Record<string, string> = {};
  if (input?.idempotencyKey) headers['Idempotency-Key'] = input.idempotencyKey;
  if (input?.ifMatch !== undefined) headers['If-Match'] = `"${input.ifMatch}"`;
  const body = input?.body as unknown;
  return {
    method: contract.method,
    headers,
    body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
  };
}

/** Calls the route and answers what its contract says it answers. */
export async function call<C extends RouteContract>(
  contract: C,
  ...[input]: CallArgs<C>
): Promise<ContractOutput<C>> {
  const path = pathOf(contract, input as { params?: object; query?: object } | undefined);
  const file = 'kind' in contract.response && contract.response.kind === 'file';
  return api<ContractOutput<C>>(path, requestOf(contract, input), file ? 'blob' : 'json');
}
