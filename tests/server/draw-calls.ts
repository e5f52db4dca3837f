import { DEMO_DRAW_ID } from '../../server/db/seed/draws.ts';
import { orgId } from '../../server/db/seed/geography.ts';

/** The demo draw's club whose tickets the demo officer handles (server/db/seed/draws.ts). */
export const DRAW_CLUB = orgId.club('naomh-padraig');

/** The demo draw's routes for that club: tickets, export, upload, orders, declaration. */
export const DRAW_CLUB_PATH = `/api/draw/${DEMO_DRAW_ID}/organization/${DRAW_CLUB}`;
