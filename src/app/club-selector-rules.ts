/**
 * The club selector (seed 1 §2 Layout): on paths with an /organizations or /clubs segment, when more than
 * one organisation is available. Under /administration it lists the organisations the user administers,
 * under /organizations those they are a club administrator of, under /competitions those they run
 * competitions for, elsewhere all of the user's organisations.
 * Only linked organisations can be listed: the links carry the names.
 */
import { isAdminOrPrivileged, isCompetitionStaff, linkIsClubAdmin, type MenuContext } from './menu-rules';

export interface OrgChoice {
  id: string;
  name: string;
}

const SELECTOR_PATH = /(^|\/)(organizations|clubs)(\/|$)/;

export const selectorPath = (pathname: string) => SELECTOR_PATH.test(pathname);

/** The organisations on offer for this path (deduplicated, in link order). */
export function selectorChoices(ctx: MenuContext, pathname: string): OrgChoice[] {
  const onlyOne = (link: MenuContext['links'][number]): MenuContext => ({ ...ctx, links: [link] });
  let links = ctx.links;
  if (pathname.startsWith('/administration')) {
    links = links.filter(
      (l) =>
        ctx.adminOf.includes(l.organization.id) ||
        ctx.vettingAdminOf.includes(l.organization.id) ||
        isAdminOrPrivileged({ ...onlyOne(l), adminOf: [], vettingAdminOf: [] }),
    );
  } else if (pathname.startsWith('/organizations')) {
    // Organisation details and places: the organisations the person administers (seed 3 §6).
    links = links.filter((l) => ctx.adminOf.includes(l.organization.id) || linkIsClubAdmin(l));
  } else if (pathname.startsWith('/competitions')) {
    links = links.filter(
      (l) =>
        ctx.competitionAdminOf.includes(l.organization.id) ||
        isCompetitionStaff({ ...onlyOne(l), competitionAdminOf: [] }),
    );
  }
  const seen = new Set<string>();
  const choices: OrgChoice[] = [];
  for (const l of links) {
    if (seen.has(l.organization.id)) continue;
    seen.add(l.organization.id);
    choices.push({ id: l.organization.id, name: l.organization.name });
  }
  return choices;
}

/** The choices to show, or none when the selector stays hidden (wrong path, or one organisation or none). */
export function clubSelector(ctx: MenuContext, pathname: string): OrgChoice[] {
  if (!selectorPath(pathname)) return [];
  const choices = selectorChoices(ctx, pathname);
  return choices.length > 1 ? choices : [];
}
