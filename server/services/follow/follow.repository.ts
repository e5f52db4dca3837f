/**
 * Follows and push subscriptions (issue 52 item 3), always scoped to one person: every read and write names
 * the person, so a follow or subscription of someone else is "not found".
 */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type {
  FollowInput,
  FollowKind,
  FollowSettings,
  FollowView,
  PushSubscriptionInput,
} from '../../../domain/follow/follow.ts';
import type { Db } from '../../db/client.ts';
import { competition, follow, organization, pushSubscription, team } from '../../db/schema/index.ts';

type FollowRow = typeof follow.$inferSelect;

const DEFAULTS: FollowSettings = { throwIn: true, scores: true, halfTime: true, fullTime: true };

/** The name of what a follow names; null when there is no such team, club or competition. */
export async function targetName(db: Db, kind: FollowKind, id: string): Promise<string | null> {
  const [row] =
    kind === 'TEAM'
      ? await db.select({ name: team.name }).from(team).where(eq(team.id, id))
      : kind === 'CLUB'
        ? await db
            .select({ name: organization.name })
            .from(organization)
            .where(and(eq(organization.id, id), eq(organization.additionalType, 'Club')))
        : await db.select({ name: competition.name }).from(competition).where(eq(competition.id, id));
  return row?.name ?? null;
}

const view = (r: FollowRow, name: string): FollowView => ({
  id: r.id,
  kind: r.kind as FollowKind,
  targetId: r.targetId,
  name,
  settings: { throwIn: r.throwIn, scores: r.scores, halfTime: r.halfTime, fullTime: r.fullTime },
});

export async function listFollows(db: Db, personId: string) {
  const rows = await db
    .select({
      f: follow,
      name: sql<string | null>`coalesce(
        (select ${team.name} from ${team} where ${team.id} = ${follow.targetId} and ${follow.kind} = 'TEAM'),
        (select ${organization.name} from ${organization} where ${organization.id} = ${follow.targetId} and ${follow.kind} = 'CLUB'),
        (select ${competition.name} from ${competition} where ${competition.id} = ${follow.targetId} and ${follow.kind} = 'COMPETITION'))`,
    })
    .from(follow)
    .where(eq(follow.personId, personId))
    .orderBy(asc(follow.createdAt), asc(follow.id));
  const [subs] = await db
    .select({ n: count() })
    .from(pushSubscription)
    .where(eq(pushSubscription.personId, personId));
  return { follows: rows.map((r) => view(r.f, r.name ?? '')), subscriptions: subs?.n ?? 0 };
}

/** Follows (or answers the existing follow: following twice is one follow); null: no such target. */
export async function addFollow(db: Db, personId: string, input: FollowInput): Promise<FollowView | null> {
  const name = await targetName(db, input.kind, input.targetId);
  if (name === null) return null;
  await db
    .insert(follow)
    .values({
      id: uuidv7(),
      personId,
      kind: input.kind,
      targetId: input.targetId,
      ...(input.settings ?? DEFAULTS),
    })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(follow)
    .where(
      and(eq(follow.personId, personId), eq(follow.kind, input.kind), eq(follow.targetId, input.targetId)),
    );
  return view(row!, name);
}

export async function updateFollow(
  db: Db,
  personId: string,
  id: string,
  patch: Partial<FollowSettings>,
): Promise<FollowView | null> {
  const [row] =
    Object.keys(patch).length > 0
      ? await db
          .update(follow)
          .set(patch)
          .where(and(eq(follow.id, id), eq(follow.personId, personId)))
          .returning()
      : await db
          .select()
          .from(follow)
          .where(and(eq(follow.id, id), eq(follow.personId, personId)));
  if (!row) return null;
  return view(row, (await targetName(db, row.kind as FollowKind, row.targetId)) ?? '');
}

export async function removeFollow(db: Db, personId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(follow)
    .where(and(eq(follow.id, id), eq(follow.personId, personId)))
    .returning({ id: follow.id });
  return rows.length > 0;
}

/**
 * Registers a subscription; the same endpoint again is the same subscription (its keys refreshed, and the
 * person's now: a browser belongs to whoever signed in on it last).
 */
export async function addSubscription(
  db: Db,
  personId: string,
  input: PushSubscriptionInput,
): Promise<string> {
  const [row] = await db
    .insert(pushSubscription)
    .values({
      id: uuidv7(),
      personId,
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
    })
    .onConflictDoUpdate({
      target: pushSubscription.endpoint,
      set: { personId, p256dh: input.keys.p256dh, auth: input.keys.auth },
    })
    .returning({ id: pushSubscription.id });
  return row!.id;
}

export async function removeSubscription(db: Db, personId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(pushSubscription)
    .where(and(eq(pushSubscription.id, id), eq(pushSubscription.personId, personId)))
    .returning({ id: pushSubscription.id });
  return rows.length > 0;
}
