/**
 * The signed-in person's basket (`GET /basket?person.id=`), re-read on demand; every read sets the shell's
 * badge count, so the badge follows adds, removals and checkouts.
 */
import { useEffect } from 'react';
import { useSession } from '../../auth/session';
import { setBasketCount } from '../../lib/basket-count';
import { useApiGet } from '../../lib/use-api-get';
import type { BasketView } from './membership-types';

export function useBasket() {
  const me = useSession().person?.id;
  const basket = useApiGet<BasketView>(me ? `/basket?person.id=${encodeURIComponent(me)}` : null);
  const count = basket.status === 'ok' ? basket.data.basketItems.length : null;
  useEffect(() => {
    if (count !== null) setBasketCount(count);
  }, [count]);
  return basket;
}
