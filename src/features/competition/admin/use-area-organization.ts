import { menuContextOf } from '../../../app/menu-rules';
import { selectorChoices, type OrgChoice } from '../../../app/club-selector-rules';
import { useSession } from '../../../auth/session';
import { useSelectedOrganization } from '../../../lib/selected-organization';

/**
 * The organisation the competitions area shows: the one picked in the shell's club selector when it is
 * one the person runs competitions for (club-selector-rules.ts lists those under /competitions), else the
 * first of them; null when there is none.
 */
export function useAreaOrganization(): OrgChoice | null {
  const session = useSession();
  const selected = useSelectedOrganization();
  const choices = selectorChoices(menuContextOf(session), '/competitions/organizations');
  return choices.find((c) => c.id === selected) ?? choices[0] ?? null;
}
