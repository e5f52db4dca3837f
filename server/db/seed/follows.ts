/**
 * Demo follows (issue 52 item 3): the demo parent follows the main club, so the profile's "Follows and
 * notifications" shows one; no push subscription is seeded (a browser makes its own when Follow is tapped).
 */
import type { Tx } from '../client.ts';
import { follow } from '../schema/index.ts';
import { MAIN_CLUB_KEY } from './clubs.ts';
import type { DemoContext } from './demo.ts';
import { orgId } from './geography.ts';
import { seedId } from './random.ts';

export const DEMO_FOLLOW_IDS = { parentClub: seedId('follow', 'parent:club') } as const;

export async function seedDemoFollows(tx: Tx, ctx: DemoContext): Promise<void> {
  await tx.insert(follow).values({
    id: DEMO_FOLLOW_IDS.parentClub,
    personId: ctx.userPersonIds.parent!,
    kind: 'CLUB',
    targetId: orgId.club(MAIN_CLUB_KEY),
  });
}
