/**
 * The SQL of a person merge (duplicates.ts mergePeople calls it inside one transaction).
 *
 * PERSON_REFERENCES lists every column that references person.id (tests/server/duplicate-merge.test.ts fails
 * when a table gains one that is not listed here), with the other columns of its unique key when it has one:
 * a secondary's row whose key the primary already holds (both in one team, both invited to one event, both
 * members of the club) is the same fact twice, so the secondary's copy is deleted and the rest moved. A table
 * keyed by the person alone (`keys: []`: one calendar feed, one opt-out, one CRBOT record per person) keeps
 * the primary's row if it has one, else the first secondary's. `account` is never deduplicated that way: two
 * people with accounts are refused before any of this runs (duplicates.ts). Synced rows moved get a new
 * updated_at and version so devices pull them again. Person links and family rows bump the principal version
 * through the triggers of migration 0011.
 */
import { sql, type SQL } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../db/client.ts';
import * as schema from '../../db/schema/index.ts';

export interface PersonReference {
  table: string;
  column: string;
  /** The other columns of the column's unique key; [] when the person alone is the key; absent: no key. */
  keys?: string[];
  /** The key counts only live rows (deleted_at is null): the copy twice is retired, not deleted (its audit stays). */
  soft?: true;
  /** The document devices hold these rows in (a team with its members, an event with its recipients…). */
  parent?: { table: string; via: string };
}

const TEAM = { table: 'team', via: 'group_id' };

export const PERSON_REFERENCES: PersonReference[] = [
  { table: 'account', column: 'person_id', keys: [] },
  // The super admin who made an open-data key (no key).
  { table: 'api_key', column: 'created_by' },
  { table: 'basket', column: 'person_id' },
  { table: 'calendar_feed', column: 'person_id', keys: [] },
  { table: 'certification', column: 'person_id' },
  // A club's invitation: one open per person and club, so the secondary's for a club the primary has one of goes.
  { table: 'club_invitation', column: 'person_id', keys: ['organization_id'] },
  { table: 'club_invitation', column: 'invited_by' },
  { table: 'club_invitation', column: 'answered_by' },
  { table: 'competition', column: 'admin_person_id' },
  { table: 'competition', column: 'match_official_admin_person_id' },
  { table: 'event', column: 'sender_person_id' },
  {
    table: 'event_recipient',
    column: 'person_id',
    keys: ['event_id'],
    parent: { table: 'event', via: 'event_id' },
  },
  { table: 'event_recipient', column: 'attendance_by', parent: { table: 'event', via: 'event_id' } },
  // Who an invite reached and who sent it (the invite's key is the family and the text typed, not the person).
  { table: 'family_invite', column: 'invited_by' },
  { table: 'family_invite', column: 'person_id' },
  {
    table: 'family_member',
    column: 'person_id',
    keys: ['family_id'],
    parent: { table: 'family', via: 'family_id' },
  },
  { table: 'fixture', column: 'result_entered_by' },
  // Who sent a fixture notification (the Communications tab's history; no key).
  { table: 'fixture_notification', column: 'sent_by' },
  // One follow per (person, kind, target); a browser's subscription is the person's (no key).
  { table: 'follow', column: 'person_id', keys: ['kind', 'target_id'] },
  {
    table: 'fixture_official',
    column: 'person_id',
    keys: ['fixture_id', 'type'],
    parent: { table: 'fixture', via: 'fixture_id' },
  },
  { table: 'group_member', column: 'person_id', keys: ['group_id'], parent: TEAM },
  { table: 'group_position', column: 'person_id', parent: TEAM },
  { table: 'health_questionnaire', column: 'person_id' },
  { table: 'health_questionnaire', column: 'submitted_by' },
  { table: 'health_supervisor', column: 'person_id', keys: ['group_id'], parent: TEAM },
  { table: 'injury_notification', column: 'claimant_person_id' },
  { table: 'injury_notification', column: 'person_id' },
  { table: 'injury_record', column: 'person_id' },
  { table: 'linked_account', column: 'person_id', keys: ['type', 'identifier_key'], soft: true },
  // Who handed a division to another organisation, and who ended it (no key).
  { table: 'managed_league', column: 'created_by' },
  { table: 'managed_league', column: 'ended_by' },
  { table: 'linked_account_audit', column: 'person_id' },
  // The official who recorded a match event (issue 52; no key: the event is the fixture's, not the person's).
  { table: 'match_event', column: 'recorded_by' },
  { table: 'membership', column: 'person_id' },
  { table: 'membership_order', column: 'person_id' },
  { table: 'message', column: 'sender_person_id' },
  {
    table: 'message_recipient',
    column: 'person_id',
    keys: ['message_id'],
    parent: { table: 'message', via: 'message_id' },
  },
  { table: 'notification', column: 'recipient_person_id', keys: ['dedupe_key', 'channel'] },
  { table: 'notification_opt_out', column: 'person_id', keys: [] },
  { table: 'payment_approval', column: 'requested_by' },
  { table: 'payment_approval', column: 'decided_by' },
  { table: 'person_crbot', column: 'person_id', keys: [] },
  // A club both belonged to keeps the primary's link (no labels or privileges are joined: duplicates.ts).
  { table: 'person_organization', column: 'person_id', keys: ['organization_id'] },
  { table: 'player_transfer', column: 'person_id' },
  { table: 'player_transfer', column: 'applicant_person_id' },
  // A FINANCE change waiting for consent, who asked for it and who decided it (issue 48; no key: two pending
  // changes of one club would meet the partial unique index, refused as a conflict like vetting below).
  { table: 'privilege_change', column: 'person_id' },
  { table: 'privilege_change', column: 'requested_by' },
  { table: 'privilege_change', column: 'decided_by' },
  { table: 'push_subscription', column: 'person_id' },
  { table: 'referee_report', column: 'author_person_id' },
  { table: 'referee_report_document', column: 'uploaded_by' },
  // The sender of a support query (no key: a person may send many).
  { table: 'support_query', column: 'person_id' },
  // Who started a club's survey, who acted on it (a review step's approver too) and who wrote a reviewer's note (no key).
  { table: 'survey_approval', column: 'decided_by' },
  { table: 'survey_event', column: 'actor_id' },
  { table: 'survey_note', column: 'author_id' },
  { table: 'survey_submission', column: 'created_by' },
  // The finance admin who paid or rejected a transfer invoice (no key).
  { table: 'transfer_invoice', column: 'decided_by' },
  // One open application per person (a partial unique index): two open ones are refused as a conflict.
  { table: 'vetting_application', column: 'person_id' },
];

/** Tables that carry the sync columns (updated_at and version), by SQL name. */
const SYNCED = new Set(
  (Object.values(schema) as unknown[])
    .filter((t): t is PgTable => t instanceof PgTable)
    .map((t) => getTableConfig(t))
    .filter(
      (c) => c.columns.some((x) => x.name === 'version') && c.columns.some((x) => x.name === 'updated_at'),
    )
    .map((c) => c.name),
);

const id = (name: string) => sql.identifier(name);

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
}

function affected(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return Number(r.rowCount ?? r.affectedRows ?? 0);
}

/**
 * Moves every row of `secondaryId` to `primaryId` (call inside a transaction). Answers the rows moved by
 * `table.column` (duplicates dropped are not counted) and the teams whose members changed (for their audit).
 */
export async function movePersonRows(tx: Db, primaryId: string, secondaryId: string) {
  const moved: Record<string, number> = {};
  const parents = new Map<string, Set<string>>();
  for (const ref of PERSON_REFERENCES) {
    const [t, c] = [id(ref.table), id(ref.column)];
    if (ref.parent) {
      const held = rowsOf<{ p: string }>(
        await tx.execute(
          sql`select distinct ${id(ref.parent.via)} as p from ${t} where ${c} = ${secondaryId}`,
        ),
      );
      const set = parents.get(ref.parent.table) ?? new Set<string>();
      for (const r of held) set.add(r.p);
      parents.set(ref.parent.table, set);
    }
    if (ref.keys) {
      const same: SQL[] = ref.keys.map((k) => sql`p.${id(k)} is not distinct from s.${id(k)}`);
      if (ref.soft) same.push(sql`p.deleted_at is null`);
      const match = same.length ? sql` and ${sql.join(same, sql` and `)}` : sql``;
      const twice = sql`s.${c} = ${secondaryId} and exists (select 1 from ${t} p where p.${c} = ${primaryId}${match})`;
      if (ref.soft)
        await tx.execute(sql`update ${t} s set deleted_at = now(), updated_at = now(), version = s.version + 1
          where s.deleted_at is null and ${twice}`);
      else await tx.execute(sql`delete from ${t} s where ${twice}`);
    }
    const bump = SYNCED.has(ref.table) ? sql`, updated_at = now(), version = version + 1` : sql``;
    const n = affected(
      await tx.execute(sql`update ${t} set ${c} = ${primaryId}${bump} where ${c} = ${secondaryId}`),
    );
    if (n > 0) moved[`${ref.table}.${ref.column}`] = n;
  }
  // Each document that held a moved row moves strictly forward, so devices pull it again.
  for (const [table, ids] of parents) {
    if (ids.size === 0 || !SYNCED.has(table)) continue;
    await tx.execute(sql`update ${id(table)} set version = version + 1,
      updated_at = greatest(clock_timestamp(), updated_at + interval '1 millisecond')
      where id in (${sql.join(
        [...ids].map((x) => sql`${x}`),
        sql`, `,
      )})`);
  }
  return { moved, teams: [...(parents.get('team') ?? [])] };
}

/** The merged person stays as a tombstone (devices drop it); the log says whom they became. */
export async function retirePerson(tx: Db, personId: string) {
  await tx.execute(sql`update person set status = 'INACTIVE', deleted_at = now(), updated_at = now(),
    version = version + 1 where id = ${personId}`);
}

/** Fields of the primary left blank that a secondary has are filled from it (never overwritten). */
export async function fillBlanks(tx: Db, primaryId: string, secondaryId: string) {
  const cols = [
    'alternate_given_name',
    'alternate_family_name',
    'gender',
    'birth_date',
    'telephone',
    'email',
    'membership_number',
    'family_id',
  ];
  const sets = cols.map((c) => sql`${id(c)} = coalesce(p.${id(c)}, s.${id(c)})`);
  await tx.execute(sql`update person p set ${sql.join(sets, sql`, `)}, updated_at = now(), version = p.version + 1
    from person s where p.id = ${primaryId} and s.id = ${secondaryId}`);
}

/**
 * FAMILY: `memberIds` join the primary's family as OTHER members (a position that gives no rights over
 * anyone: guardianship.ts). The primary's first active family, or a new one named after them. Answers the
 * family id and how many joined.
 */
export async function linkAsFamily(tx: Db, primaryId: string, memberIds: string[]) {
  const found = await tx.execute(sql`select fm.family_id as "familyId" from family_member fm
    join family f on f.id = fm.family_id and f.deleted_at is null
    where fm.person_id = ${primaryId} and fm.status = 'ACTIVE' order by fm.family_id limit 1`);
  const rows = rowsOf<{ familyId: string }>(found);
  let familyId = rows[0]?.familyId;
  if (!familyId) {
    familyId = uuidv7();
    await tx.execute(
      sql`insert into family (id, name) select ${familyId}, family_name from person where id = ${primaryId}`,
    );
    await tx.execute(sql`insert into family_member (id, family_id, person_id, position, status)
      values (${uuidv7()}, ${familyId}, ${primaryId}, 'PRIMARY', 'ACTIVE')`);
  }
  let joined = 0;
  for (const memberId of memberIds) {
    joined += affected(
      await tx.execute(sql`insert into family_member (id, family_id, person_id, position, status)
        values (${uuidv7()}, ${familyId}, ${memberId}, 'OTHER', 'ACTIVE') on conflict do nothing`),
    );
  }
  await tx.execute(sql`update family set updated_at = now(), version = version + 1 where id = ${familyId}`);
  return { familyId, joined };
}
