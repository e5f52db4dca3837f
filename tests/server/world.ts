/**
 * A test world factory: builds exactly the rows a server test needs, through the app's own schema and id
 * helpers, on a TestServer (harness.ts), so a test states its own facts instead of leaning on the demo seed's
 * counts and rows. New server tests build their rows here (docs/testing.md).
 *
 *   const w = world(s);
 *   const club = await w.club({ county: 'kerry' });           // a club under a county board
 *   const ann = await w.person({ username: 'ann' });           // a person with an account: s.call(…, { as: 'ann' })
 *   await w.member(ann, club, { labels: ['ADMIN_CLUB'], privileges: ['ORG_ADMIN'] });
 *   const seniors = await w.team(club, { players: [ann] });  // a team (senior football) with its roster
 *
 * Every row gets a fresh id (uuidv7 for organisations, seedId on a random key for people), so worlds built by
 * tests in one file never collide with each other or with the demo seed the harness loads.
 */
import { uuidv7 } from 'uuidv7';
import {
  account,
  groupMember,
  organization,
  organizationParent,
  person,
  personOrganization,
  team as teamTable,
} from '../../server/db/schema/index.ts';
import { hashPassword } from '../../server/auth/passwords.ts';
import { DEMO_PASSWORD } from '../../server/db/seed/demo.ts';
import { orgId } from '../../server/db/seed/geography.ts';
import { personId } from '../../server/db/seed/people.ts';
import { seedId } from '../../server/db/seed/random.ts';
import { organizationSearchText } from '../../domain/organization/search-text.ts';
import type { TestServer } from './harness.ts';

export interface WorldClub {
  id: string;
  name: string;
  county: string;
}

export interface WorldPerson {
  id: string;
  /** Set when the person can sign in: pass it as `as` to `s.call`. */
  username?: string;
}

let counter = 0;
const fresh = (kind: string) => `${kind}-${process.pid}-${Date.now().toString(36)}-${++counter}`;

/** One password hash for every world account (hashing is slow); the demo password, so sign-in forms work. */
let passwordHash: Promise<string> | undefined;

export function world(s: TestServer) {
  const { db } = s.database;

  /** A club of the GAA under `county`'s board (a county key of seed/geography.ts, default Wicklow). */
  async function club(opts: { county?: string; name?: string } = {}): Promise<WorldClub> {
    const county = opts.county ?? 'wicklow';
    const key = fresh('club');
    const id = orgId.club(key);
    const name = opts.name ?? `Test club ${counter}`;
    await db.insert(organization).values({
      id,
      slug: key,
      name,
      additionalType: 'Club',
      status: 'ACTIVE',
      associations: ['GAA'],
      searchText: organizationSearchText(name, ''),
    });
    await db
      .insert(organizationParent)
      .values({ organizationId: id, association: 'GAA', parentId: orgId.county(county) });
    return { id, name, county };
  }

  /** A person; with `username`, also an account (demo password) the harness can sign in as. */
  async function person_(
    opts: { username?: string; givenName?: string; familyName?: string; dateOfBirth?: string } = {},
  ): Promise<WorldPerson> {
    const id = personId(fresh('person'));
    await db.insert(person).values({
      id,
      givenName: opts.givenName ?? 'Test',
      familyName: opts.familyName ?? `Person ${counter}`,
      birthDate: opts.dateOfBirth ?? '1990-01-01',
      status: 'ACTIVE',
    });
    if (opts.username) {
      passwordHash ??= hashPassword(DEMO_PASSWORD);
      await db.insert(account).values({
        id: seedId('account', fresh(opts.username)),
        username: opts.username,
        passwordHash: await passwordHash,
        personId: id,
      });
    }
    return { id, username: opts.username };
  }

  /** `who` becomes an ACTIVE member of `org` (a club or a board) with these labels and privileges. */
  async function member(
    who: { id: string },
    org: { id: string },
    opts: { labels?: string[]; privileges?: string[] } = {},
  ): Promise<void> {
    await db
      .insert(personOrganization)
      .values({
        personId: who.id,
        organizationId: org.id,
        status: 'ACTIVE',
        labels: opts.labels ?? ['Adult'],
        privileges: opts.privileges ?? [],
        additionalType: 'MEMBER',
      })
      .onConflictDoNothing();
  }

  /**
   * A demo user (by username) made club admin (ORG_ADMIN) of a new club in another county than the main
   * club's: someone with admin rights, but not over the club under test. Answers the club's id.
   */
  async function adminOfAnotherClub(username: string): Promise<string> {
    const other = await club({ county: 'kerry' });
    await member({ id: personId(`demo:${username}`) }, other, {
      labels: ['ADMIN_CLUB'],
      privileges: ['ORG_ADMIN'],
    });
    return other.id;
  }

  /**
   * A team of `club` (default senior football) with these people on it: players are made ACTIVE members of
   * the club too, as the app requires of a team's players.
   */
  async function team(
    of: WorldClub,
    opts: { activity?: string; ageLevel?: string; players?: WorldPerson[]; coaches?: WorldPerson[] } = {},
  ): Promise<{ id: string }> {
    const id = uuidv7();
    await db.insert(teamTable).values({
      id,
      organizationId: of.id,
      name: of.name,
      activity: opts.activity ?? 'Football',
      ageLevel: opts.ageLevel ?? 'SENIOR',
    });
    const roster = [
      ...(opts.players ?? []).map((p) => ({ personId: p.id, role: 'PLAYER' })),
      ...(opts.coaches ?? []).map((p) => ({ personId: p.id, role: 'COACH' })),
    ];
    for (const p of opts.players ?? []) await member(p, of);
    if (roster.length > 0) {
      await db.insert(groupMember).values(roster.map((r) => ({ id: uuidv7(), groupId: id, ...r })));
    }
    return { id };
  }

  return { club, person: person_, member, team, adminOfAnotherClub };
}
