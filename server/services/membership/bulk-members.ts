/**
 * Bulk member upload and retrieve (domain/membership/bulk-members.ts has the columns and the matching rule).
 *
 * The club's members (people linked to it) are read once per request into three indexes (unique ID, e-mail,
 * name and date of birth); each row is then matched, checked and written in the request's transaction, a bad
 * row refused before anything of it is written, so it fails alone. A uniqueId or e-mail that belongs to someone outside the club is refused, never linked: a club
 * cannot claim a person by naming them (docs/security.md). A member with an account keeps their own profile.
 */
import { and, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import * as v from 'valibot';
import {
  BULK_MEMBER_COLUMNS,
  BULK_MEMBER_TEXT,
  BULK_PERSON_FIELDS,
  BulkMemberRow,
  nameKey,
  type BulkRowResult,
  type BulkUploadAnswer,
} from '../../../domain/membership/bulk-members.ts';
import type { Db } from '../../db/client.ts';
import { account, person, personOrganization } from '../../db/schema/index.ts';
import { toCsv } from '../../http/csv.ts';
import { translate, translateMessage, type Locale } from '../../i18n.ts';
import { freeUniqueId } from '../person/person-create.ts';

type Member = {
  id: string;
  uniqueId: string | null;
  givenName: string;
  familyName: string;
  alternateGivenName: string | null;
  alternateFamilyName: string | null;
  gender: string | null;
  birthDate: string | null;
  email: string | null;
  telephone: string | null;
  hasAccount: boolean;
};

const memberColumns = {
  id: person.id,
  uniqueId: person.uniqueId,
  givenName: person.givenName,
  familyName: person.familyName,
  alternateGivenName: person.alternateGivenName,
  alternateFamilyName: person.alternateFamilyName,
  gender: person.gender,
  birthDate: person.birthDate,
  email: person.email,
  telephone: person.telephone,
  hasAccount: sql<boolean>`exists (select 1 from ${account} where ${account.personId} = ${person.id})`,
};

/** The club's members (people linked to it, whatever the link's status), optionally searched by name or e-mail. */
export function clubMembers(db: Db, orgId: string, search?: string): Promise<Member[]> {
  const like = search ? `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : undefined;
  return db
    .select(memberColumns)
    .from(personOrganization)
    .innerJoin(person, eq(person.id, personOrganization.personId))
    .where(
      and(
        eq(personOrganization.organizationId, orgId),
        like
          ? or(
              ilike(sql`${person.givenName} || ' ' || ${person.familyName}`, like),
              ilike(person.email, like),
              ilike(person.uniqueId, like),
            )
          : undefined,
      ),
    )
    .orderBy(person.familyName, person.givenName, person.id);
}

/** The retrieve file: the upload's own columns, so it uploads back unchanged. */
export function membersCsv(members: Member[]): string {
  return toCsv(
    BULK_MEMBER_COLUMNS,
    members.map((m) => BULK_MEMBER_COLUMNS.map((c) => m[c] ?? '')),
  );
}

interface Indexes {
  byUniqueId: Map<string, Member>;
  byEmail: Map<string, Member>;
  byName: Map<string, Member>;
}

function indexOf(members: Member[]): Indexes {
  const ix: Indexes = { byUniqueId: new Map(), byEmail: new Map(), byName: new Map() };
  for (const m of members) add(ix, m);
  return ix;
}
function add(ix: Indexes, m: Member) {
  if (m.uniqueId) ix.byUniqueId.set(m.uniqueId, m);
  if (m.email) ix.byEmail.set(m.email.toLowerCase(), m);
  if (m.birthDate) ix.byName.set(nameKey(m.givenName, m.familyName, m.birthDate), m);
}

/** Which of the unique IDs and e-mails belong to people outside the club (to refuse, not to link). */
async function outsiders(db: Db, rows: BulkMemberRow[], ix: Indexes) {
  const ids = rows.flatMap((r) => (r.uniqueId && !ix.byUniqueId.has(r.uniqueId) ? [r.uniqueId] : []));
  const emails = rows.flatMap((r) => (!r.uniqueId && r.email && !ix.byEmail.has(r.email) ? [r.email] : []));
  const [idRows, emailRows] = await Promise.all([
    ids.length === 0
      ? []
      : db.select({ v: person.uniqueId }).from(person).where(inArray(person.uniqueId, ids)),
    emails.length === 0
      ? []
      : db
          .select({ v: sql<string>`lower(${person.email})` })
          .from(person)
          .where(inArray(sql`lower(${person.email})`, emails)),
  ]);
  return { uniqueIds: new Set(idRows.map((r) => r.v)), emails: new Set(emailRows.map((r) => r.v)) };
}

type Changes = Partial<Record<(typeof BULK_PERSON_FIELDS)[number], string>>;

function changesOf(m: Member, row: BulkMemberRow): Changes {
  const out: Changes = {};
  for (const f of BULK_PERSON_FIELDS) {
    const next = row[f];
    if (next === undefined) continue; // a blank cell leaves the field as it is
    const now = m[f] ?? undefined;
    if ((f === 'email' ? now?.toLowerCase() : now) !== next) out[f] = next;
  }
  return out;
}

/**
 * Uploads `records` (already read from CSV) for the club `orgId`; `firstLine` is the file line of the first
 * record (the app sends a file a chunk at a time). Reasons are in `locale`.
 */
export async function uploadMembers(
  db: Db,
  orgId: string,
  records: Record<string, string>[],
  firstLine: number,
  locale: Locale,
): Promise<BulkUploadAnswer> {
  const ix = indexOf(await clubMembers(db, orgId));
  const parsed = records.map((r) => v.safeParse(BulkMemberRow, r));
  const valid = parsed.flatMap((p) => (p.success ? [p.output] : []));
  const outside = await outsiders(db, valid, ix);
  const seen = new Map<string, number>(); // person id (or new row's key) → line
  const results: BulkRowResult[] = [];

  for (const [i, p] of parsed.entries()) {
    const line = firstLine + i;
    const raw = records[i]!;
    const name = `${raw.givenName ?? ''} ${raw.familyName ?? ''}`.trim();
    const fail = (reasons: string[]): BulkRowResult => ({
      line,
      outcome: 'FAILED',
      name,
      ...(raw.uniqueId ? { uniqueId: raw.uniqueId } : {}),
      reasons,
    });
    if (!p.success) {
      results.push(
        fail(p.issues.map((issue) => `${v.getDotPath(issue) ?? ''}: ${translate(issue.message, locale)}`)),
      );
      continue;
    }
    const row = p.output;
    const match = row.uniqueId
      ? ix.byUniqueId.get(row.uniqueId)
      : ((row.email ? ix.byEmail.get(row.email) : undefined) ??
        ix.byName.get(nameKey(row.givenName, row.familyName, row.birthDate)));
    if (!match && row.uniqueId) {
      const reason = outside.uniqueIds.has(row.uniqueId)
        ? BULK_MEMBER_TEXT.notMember
        : BULK_MEMBER_TEXT.unknownUniqueId;
      results.push(fail([translateMessage(reason, locale)]));
      continue;
    }
    if (!match && row.email && outside.emails.has(row.email)) {
      results.push(fail([translateMessage(BULK_MEMBER_TEXT.notMember, locale)]));
      continue;
    }
    const key = match?.id ?? `new:${row.email ?? nameKey(row.givenName, row.familyName, row.birthDate)}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      results.push(fail([translateMessage(BULK_MEMBER_TEXT.twice, locale, { line: String(earlier) })]));
      continue;
    }
    seen.set(key, line);

    if (match) {
      const changes = changesOf(match, row);
      if (Object.keys(changes).length === 0) {
        results.push({ line, outcome: 'UNCHANGED', name, uniqueId: match.uniqueId ?? '', reasons: [] });
        continue;
      }
      if (match.hasAccount) {
        results.push(fail([translateMessage(BULK_MEMBER_TEXT.ownProfile, locale)]));
        continue;
      }
      await db
        .update(person)
        .set({ ...changes, updatedAt: new Date(), version: sql`${person.version} + 1` })
        .where(eq(person.id, match.id));
      Object.assign(match, changes);
      add(ix, match);
      results.push({ line, outcome: 'UPDATED', name, uniqueId: match.uniqueId ?? '', reasons: [] });
      continue;
    }

    const created: Member = {
      id: uuidv7(),
      uniqueId: await freeUniqueId(db),
      givenName: row.givenName,
      familyName: row.familyName,
      alternateGivenName: row.alternateGivenName ?? null,
      alternateFamilyName: row.alternateFamilyName ?? null,
      gender: row.gender,
      birthDate: row.birthDate,
      email: row.email ?? null,
      telephone: row.telephone ?? null,
      hasAccount: false,
    };
    const { hasAccount: _none, ...values } = created;
    await db.insert(person).values({ ...values, status: 'ACTIVE', personType: 'PLAYER' });
    await db
      .insert(personOrganization)
      .values({ personId: created.id, organizationId: orgId, status: 'ACTIVE' });
    add(ix, created);
    seen.set(created.id, line);
    results.push({ line, outcome: 'CREATED', name, uniqueId: created.uniqueId!, reasons: [] });
  }
  const failed = results.filter((r) => r.outcome === 'FAILED').length;
  return { attempted: results.length, successful: results.length - failed, failed, rows: results };
}
