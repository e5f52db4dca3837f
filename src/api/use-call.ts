/**
 * `useCall(contract, input)`: a GET contract's answer for a component, typed by the contract. A GET is its
 * path (params and query), so this is src/lib/use-api-get.ts on `pathOf(contract, input)`: `input` null is
 * nothing to fetch yet; a new path asks again, `reload()` too, and an answer for an old path is dropped.
 */
import {
  pathOf,
  type ContractInput,
  type ContractOutput,
  type RouteContract,
} from '../../domain/lib/contract';
import { useApiGet } from '../lib/use-api-get';

export function useCall<C extends RouteContract & { readonly method: 'GET' }>(
  contract: C,
  input: ContractInput<C> | null,
) {
  return useApiGet<ContractOutput<C>>(
    input === null ? null : pathOf(contract, input as { params?: object; query?: object }),
  );
}
