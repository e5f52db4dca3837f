import { describe, expect, it, vi } from 'vitest';
import { basketCount, setBasketCount } from '../../../src/lib/basket-count';
import { selectedOrganization, selectOrganization } from '../../../src/lib/selected-organization';
import { smallStore } from '../../../src/lib/small-store';

describe('small stores', () => {
  it('notify subscribers on change only', () => {
    const s = smallStore(1);
    const l = vi.fn();
    const off = s.subscribe(l);
    s.set(1);
    expect(l).not.toHaveBeenCalled();
    s.set(2);
    expect(l).toHaveBeenCalledTimes(1);
    off();
    s.set(3);
    expect(l).toHaveBeenCalledTimes(1);
    expect(s.get()).toBe(3);
  });

  it('keeps the basket count a whole number of at least zero', () => {
    setBasketCount(3);
    expect(basketCount.get()).toBe(3);
    setBasketCount(-2);
    expect(basketCount.get()).toBe(0);
    setBasketCount(2.7);
    expect(basketCount.get()).toBe(2);
  });

  it('keeps the chosen organisation on the device', () => {
    selectOrganization('club-1');
    expect(selectedOrganization.get()).toBe('club-1');
    expect(localStorage.getItem('pairc.selectedOrganization')).toBe('club-1');
    selectOrganization(null);
    expect(localStorage.getItem('pairc.selectedOrganization')).toBeNull();
  });
});
