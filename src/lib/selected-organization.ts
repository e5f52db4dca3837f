/**
 * The organisation chosen in the shell's club selector, kept on the device so the choice survives a
 * reload. Pages on /organizations and /clubs paths read it to scope their lists.
 */
import { smallStore, useStore } from './small-store';

const KEY = 'pairc.selectedOrganization';

export const selectedOrganization = smallStore<string | null>(
  typeof localStorage === 'undefined' ? null : localStorage.getItem(KEY),
);

export function selectOrganization(id: string | null): void {
  if (id) localStorage.setItem(KEY, id);
  else localStorage.removeItem(KEY);
  selectedOrganization.set(id);
}

export const useSelectedOrganization = () => useStore(selectedOrganization);
