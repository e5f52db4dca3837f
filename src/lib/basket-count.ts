/**
 * How many items the basket holds, for the shell's badge. The basket feature sets it after reading
 * GET /basket (seed 1 §7); until then it is 0 and the badge shows no number.
 */
import { smallStore, useStore } from './small-store';

export const basketCount = smallStore(0);
export const setBasketCount = (n: number) => basketCount.set(Math.max(0, Math.floor(n)));
export const useBasketCount = () => useStore(basketCount);
