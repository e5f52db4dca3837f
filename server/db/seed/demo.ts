/**
 * The demo seed `npm start` runs on an empty database: the GAA's provinces and counties, about forty clubs
 * with executive committees and members, one sign-in per role (demo-users.ts), Wicklow teams and a county
 * league with fixtures this week (seed/competition.ts). Deterministic: fixed ids and a seeded PRNG, so two
 * runs give the same organisations and people (birth dates of children are relative to the current year so
 * the family stays the ages the demo describes, and fixtures are placed around the seed's `now`).
 */
import { seedDemoDraw } from './draws.ts';
import type { Db, Tx } from '../client.ts';
import {
  account,
  executivePosition,
  family,
  familyInvite,
  familyMember,
  organization,
  organizationParent,
  person,
  personOrganization,
} from '../schema/index.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { buildGeography, countyByKey, orgId } from './geography.ts';
import { buildClub, buildExecutive, DEMO_CLUBS, MAIN_CLUB_KEY, type ExecutivePositionName } from './clubs.ts';
import {
  buildMember,
  chunks,
  personId,
  UNIQUE_ID_BASE,
  type PersonInsert,
  type PersonOrganizationInsert,
} from './people.ts';
import { createRng, seedId } from './random.ts';
import { seedDemoCompetition, seedWicklowTeams } from './competition.ts';
import { seedDemoOfficials } from './officials.ts';
import { seedDemoGroups } from './teams.ts';
import { seedDemoMessages } from './messages.ts';
import { seedDemoHealthSupervisors } from './health.ts';
import { seedDemoInjuries, seedDemoNotifications } from './injuries.ts';
import { seedDemoPif } from './pif.ts';
import { seedDemoMemberFees } from './member-fee.ts';
import { seedDemoMembership } from './membership.ts';
import { seedDemoVetting } from './vetting.ts';
import { seedDemoTransfers } from './transfers.ts';
import { seedDemoDuplicates } from './duplicates.ts';
import { seedDemoLinkedAccounts } from './linked-accounts.ts';
import { seedDemoFollows } from './follows.ts';
import { seedDemoSupportQueries } from './support.ts';
import { seedDemoSurveySubmissions, seedSurveyDefinitions } from './surveys.ts';
import { seedDemoApiKeys } from './super-admin.ts';
import { seedDemoPayments } from './payments.ts';
import { DEMO_PASSWORD, DEMO_PEOPLE, demoLinks } from './demo-users.ts';

export { DEMO_PASSWORD, DEMO_USERS } from './demo-users.ts';

/** The PRNG seed of the demo; change it and every generated detail changes. */
export const DEMO_SEED = 0x9a1c2026;

/** Plain members per demo club (the main club gets more, so lists and future teams have people). */
const MEMBERS_PER_CLUB = 10;
const MAIN_CLUB_MEMBERS = 30;

export interface DemoContext {
  mainClubId: string;
  countyBoardId: string;
  clubIds: string[];
  /** Plain member ids per club id, adults and youths (for teams, fixtures and draws to come). */
  membersByClub: Map<string, { id: string; adult: boolean }[]>;
  /** Person id of each demo user by username. */
  userPersonIds: Record<string, string>;
  /** The seed's clock: fixtures are placed around it. */
  now: Date;
}

/**
 * Teams. For now the Wicklow clubs' teams (and the extra Wicklow clubs their county league needs, see
 * seed/competition.ts); the teams issue extends this to every demo club's teams with members from
 * `ctx.membersByClub`.
 */
export async function seedDemoTeams(tx: Tx, _ctx: DemoContext): Promise<void> {
  await seedWicklowTeams(tx);
}

async function organizationExists(db: Db): Promise<boolean> {
  const rows = await db.select({ id: organization.id }).from(organization).limit(1);
  return rows.length > 0;
}

/** Seeds the demo into an empty database; does nothing if any organisation exists. */
export async function seedDemo(db: Db, opts: { now?: Date } = {}): Promise<{ seeded: boolean }> {
  if (await organizationExists(db)) return { seeded: false };
  const now = opts.now ?? new Date();
  const year = now.getUTCFullYear();
  const rng = createRng(DEMO_SEED);
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  // Organisations: national body, provinces, counties, then clubs.
  const geography = buildGeography();
  const clubs = DEMO_CLUBS.map((spec) => ({ spec, ...buildClub(spec, rng) }));
  const mainClubId = orgId.club(MAIN_CLUB_KEY);
  const mainCounty = countyByKey(DEMO_CLUBS.find((c) => c.key === MAIN_CLUB_KEY)!.county);
  const countyBoardId = orgId.county(mainCounty.key);

  // Demo users, their family and their links.
  const people: PersonInsert[] = [];
  const links: PersonOrganizationInsert[] = [];
  const accounts: (typeof account.$inferInsert)[] = [];
  const userPersonIds: Record<string, string> = {};
  const linksByUser = demoLinks(mainClubId, countyBoardId);
  const mainSpec = clubs.find((c) => c.spec.key === MAIN_CLUB_KEY)!.spec;
  const mainAddress = (street: string, postal: string) => ({
    streetAddress: street,
    addressLocality: mainSpec.town,
    addressRegion: mainCounty.name,
    addressCountry: mainCounty.country,
    postalCode: postal,
  });
  DEMO_PEOPLE.forEach((d, i) => {
    const id = personId(`demo:${d.username}`);
    userPersonIds[d.username] = id;
    const uniqueId = String(UNIQUE_ID_BASE.demoUser + i + 1);
    const emailName = `${d.username.replace(/-/g, '.')}`;
    people.push({
      id,
      givenName: d.givenName,
      familyName: d.familyName,
      gender: d.gender,
      birthDate: d.birthDate,
      telephone: `+353 87 ${String(200 + i).padStart(3, '0')} ${String(1000 + i * 37).padStart(4, '0')}`,
      email: `${emailName}@pairc.example`,
      preferredLanguage: d.preferredLanguage ?? 'en',
      uniqueId,
      membershipNumber: uniqueId,
      personType: ['member', 'referee'].includes(d.username) ? 'PLAYER' : 'NON_PLAYER',
      status: 'ACTIVE',
      address: mainAddress(
        `${10 + i} Main Street`,
        `A67 ${['X2F4', 'R5C8', 'K7P3', 'D9W1', 'T4H6', 'N8E2', 'V3Y7', 'F6A9', 'W1K5', 'E2R7', 'H5M3'][i]}`,
      ),
      profileVisibility: 'VERIFIED_MEMBERS',
      commsConsentClub: true,
      medicalConsentToEmergency: true,
    });
    for (const [organizationId, link] of linksByUser[d.username] ?? []) {
      links.push({ personId: id, organizationId, ...link });
    }
    accounts.push({
      id: seedId('account', d.username),
      username: d.username,
      passwordHash,
      personId: id,
      globalRoles: d.globalRoles ?? [],
      features: d.features ?? [],
    });
  });
  // The member's profile is the full one the demo shows off.
  Object.assign(
    people.find((p) => p.id === userPersonIds.member)!,
    {
      description: '<p>Corner-back with the junior footballers; helps out with the nursery on Saturdays.</p>',
      commsConsentAdditionalClub: false,
      medicalConsentToProcess: true,
      medicalConsentToTreat: true,
    } satisfies Partial<PersonInsert>,
  );

  // The Ó Briain family: the parent (PRIMARY) and two children (DEPENDENT), all in the main club.
  const familyId = seedId('family', 'o-briain');
  const parentId = userPersonIds.parent!;
  const children: PersonInsert[] = [
    {
      id: personId('demo:parent:child-older'),
      givenName: 'Aoife',
      familyName: 'Ní Bhriain',
      gender: 'FEMALE',
      birthDate: `${year - 13}-02-14`,
    },
    {
      id: personId('demo:parent:child-younger'),
      givenName: 'Cian',
      familyName: 'Ó Briain',
      gender: 'MALE',
      birthDate: `${year - 9}-10-03`,
      medicalAlert: 'Asthma: inhaler in kit bag',
      medicalDetails: 'Mild exercise-induced asthma; two puffs of salbutamol before training.',
    },
  ].map((c, i) => {
    const uniqueId = String(UNIQUE_ID_BASE.demoUser + DEMO_PEOPLE.length + i + 1);
    return {
      ...c,
      uniqueId,
      membershipNumber: uniqueId,
      personType: 'PLAYER',
      status: 'ACTIVE',
      preferredLanguage: 'en',
      familyId,
      address: people.find((p) => p.id === parentId)!.address,
      medicalConsentToProcess: true,
      medicalConsentToTreat: true,
      medicalConsentToEmergency: true,
    };
  });
  people.find((p) => p.id === parentId)!.familyId = familyId;
  people.push(...children);
  for (const child of children) {
    links.push({
      personId: child.id,
      organizationId: mainClubId,
      status: 'ACTIVE',
      labels: ['Youth', 'Player'],
      additionalType: 'MEMBER',
    });
  }
  const familyMembers = [
    { personId: parentId, position: 'PRIMARY' },
    ...children.map((c) => ({ personId: c.id, position: 'DEPENDENT' })),
  ].map((m) => ({
    id: seedId('family-member', `${familyId}:${m.personId}`),
    familyId,
    status: 'ACTIVE',
    ...m,
  }));
  // The aunt is invited as a guardian and has not answered yet.
  familyMembers.push({
    id: seedId('family-member', `${familyId}:${userPersonIds.guardian!}`),
    familyId,
    status: 'INVITED',
    personId: userPersonIds.guardian!,
    position: 'GUARDIAN',
  });

  // Plain members of every club, and executive committees filled from them (some posts left open).
  const membersByClub = new Map<string, { id: string; adult: boolean }[]>();
  const positions: (typeof executivePosition.$inferInsert)[] = [];
  let memberNo = 0;
  for (const club of clubs) {
    const clubId = club.organization.id;
    const county = countyByKey(club.spec.county);
    const place = { county, town: club.spec.town, postalPrefix: club.spec.postalPrefix };
    const members: { id: string; adult: boolean }[] = [];
    const count = club.spec.key === MAIN_CLUB_KEY ? MAIN_CLUB_MEMBERS : MEMBERS_PER_CLUB;
    for (let i = 0; i < count; i++) {
      memberNo++;
      const built = buildMember(rng, {
        id: personId(`club:${club.spec.key}:${i}`),
        uniqueId: UNIQUE_ID_BASE.demoMember + memberNo,
        organizationId: clubId,
        place,
        year,
        detailed: true,
      });
      people.push(built.person);
      links.push(built.link);
      members.push({ id: built.person.id, adult: built.adult });
    }
    membersByClub.set(clubId, members);
    const adults = members.filter((m) => m.adult).map((m) => m.id);
    const holders: Partial<Record<ExecutivePositionName, string>> = {};
    if (clubId === mainClubId) {
      Object.assign(holders, {
        chairperson: adults[0],
        secretary: userPersonIds.officer,
        treasurer: userPersonIds.officer,
        'childrens-officer': userPersonIds['childrens-officer'],
        pro: adults[1],
        'designated-liaison-person': adults[2],
        'national-club-draw-officer': userPersonIds.officer,
        // registrar left unassigned, to show an open post
      });
    } else {
      let next = 0;
      for (const p of [
        'chairperson',
        'secretary',
        'treasurer',
        'childrens-officer',
        'pro',
        'registrar',
      ] as const) {
        if (next < adults.length && rng.chance(0.75)) holders[p] = adults[next++];
      }
    }
    positions.push(...buildExecutive(clubId, holders));
  }

  const ctx: DemoContext = {
    mainClubId,
    countyBoardId,
    clubIds: clubs.map((c) => c.organization.id),
    membersByClub,
    userPersonIds,
    now,
  };

  await db.transaction(async (tx) => {
    await tx.insert(organization).values(geography.organizations);
    await tx.insert(organizationParent).values(geography.parents);
    for (const batch of chunks(clubs, 500)) {
      await tx.insert(organization).values(batch.map((c) => c.organization));
      await tx.insert(organizationParent).values(batch.flatMap((c) => c.parents));
    }
    await tx.insert(family).values({ id: familyId, name: 'Ó Briain', description: 'Teaghlach Uí Bhriain' });
    for (const batch of chunks(people, 1000)) await tx.insert(person).values(batch);
    await tx.insert(familyMember).values(familyMembers);
    // The family sees the aunt's invite by what the parent typed, not by her name (issue 48).
    await tx.insert(familyInvite).values({
      id: seedId('family-invite', `${familyId}:guardian`),
      familyId,
      invitee: 'guardian',
      personId: userPersonIds.guardian!,
      invitedBy: parentId,
    });
    for (const batch of chunks(links, 2000)) await tx.insert(personOrganization).values(batch);
    for (const batch of chunks(positions, 2000)) await tx.insert(executivePosition).values(batch);
    await tx.insert(account).values(accounts);
    await seedDemoTeams(tx, ctx);
    await seedDemoCompetition(tx, ctx);
    await seedDemoOfficials(tx, ctx);
    await seedDemoGroups(tx, ctx);
    await seedDemoMessages(tx, ctx);
    await seedDemoHealthSupervisors(tx, ctx);
    await seedDemoInjuries(tx, ctx);
    await seedDemoNotifications(tx, ctx);
    await seedDemoPif(tx, ctx);
    await seedDemoDraw(tx, ctx, mainCounty.name);
    await seedDemoMembership(tx, ctx);
    await seedDemoMemberFees(tx, ctx);
    await seedDemoVetting(tx, ctx);
    await seedDemoTransfers(tx, ctx);
    await seedDemoDuplicates(tx, ctx);
    await seedDemoLinkedAccounts(tx, ctx);
    await seedDemoFollows(tx, ctx);
    await seedDemoSupportQueries(tx, ctx);
    await seedSurveyDefinitions(tx);
    await seedDemoSurveySubmissions(tx, ctx);
    await seedDemoApiKeys(tx, ctx);
    await seedDemoPayments(tx, ctx);
  });
  return { seeded: true };
}
