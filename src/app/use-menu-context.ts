import { useLiveQuery } from 'dexie-react-hooks';
import { useSession } from '../auth/session';
import { db } from '../offline/db';
import { menuContextOf, type MenuContext, type TeamRoleLike } from './menu-rules';

const NONE: readonly TeamRoleLike[] = [];

/**
 * The menu context of the signed-in person, with their roles in the teams the device holds (the `teams`
 * pull collection: the teams they coach, send for or are the medic of), so the menus follow a team role
 * offline as well.
 */
export function useMenuContext(): MenuContext {
  const session = useSession();
  const teamRoles = useLiveQuery(
    async () =>
      (await db.teams.toArray())
        .filter((t) => !t.deleted && t.myRole)
        .map((t) => ({ role: t.myRole ?? '', ageLevel: t.ageLevel })),
    [],
  );
  return menuContextOf(session, teamRoles ?? NONE);
}
