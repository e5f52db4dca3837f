/**
 * The national-scale seed for load tests (`npm run seed -- --scale national`): about 2,600 clubs spread
 * over the 32 counties in proportion to their real number of clubs, and about 500,000 people linked to
 * them, added on top of the demo. Rows go in as multi-row inserts, one transaction per group of clubs,
 * with deterministic ids, so a run is repeatable and a second run does nothing.
 *
 * Teams (~20,000) and fixtures (~165,000) are added by national-fixtures.ts once the clubs are in.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  executivePosition,
  organization,
  organizationParent,
  person,
  personOrganization,
} from '../schema/index.ts';
import { COUNTIES, orgId, type CountyData } from './geography.ts';
import { seedNationalFixtures } from './national-fixtures.ts';
import {
  buildClub,
  buildExecutive,
  EXECUTIVE_POSITIONS,
  SPONSORS,
  type Association,
  type ClubSpec,
} from './clubs.ts';
import {
  buildMember,
  chunks,
  personId,
  UNIQUE_ID_BASE,
  type PersonInsert,
  type PersonOrganizationInsert,
} from './people.ts';
import { asciiSlug, createRng, type Rng } from './random.ts';

/** With the demo's 40 clubs, about 2,600 in all. */
export const NATIONAL_CLUBS = 2_560;
export const NATIONAL_PEOPLE = 500_000;
export const NATIONAL_SEED = 0x5eed2600;

/** Clubs per transaction: each group carries its people (~190 a club) and executive committees. */
const CLUBS_PER_GROUP = 50;
/** Rows per multi-row insert; person rows carry ~14 bound values, well under PostgreSQL's 65,535. */
const PERSON_BATCH = 2_000;
const LINK_BATCH = 5_000;

export interface NationalProgress {
  clubsDone: number;
  clubsTotal: number;
  peopleDone: number;
  peopleTotal: number;
}

export interface NationalResult {
  seeded: boolean;
  /** Clubs and people of the national scale (inserted now or before). */
  clubs: number;
  people: number;
  clubIds: string[];
  /** Teams and fixtures inserted by this run (0 when they were there already). */
  teams: number;
  fixtures: number;
}

// Place names built from common elements, Irish with a matching anglicised form ("Baile Mór" / "Ballymore").
const PLACE_HEADS = [
  ['Baile', 'Bally'],
  ['Cill', 'Kil'],
  ['Cluain', 'Clon'],
  ['Dún', 'Dun'],
  ['Ráth', 'Rath'],
  ['Achadh', 'Agha'],
  ['Gleann', 'Glen'],
  ['Cnoc', 'Knock'],
  ['Lios', 'Lis'],
  ['Ard', 'Ard'],
  ['Carraig', 'Carrig'],
  ['Droim', 'Drum'],
  ['Tulach', 'Tulla'],
  ['Inis', 'Innis'],
] as const;
const PLACE_TAILS = [
  ['Mór', 'more'],
  ['Beag', 'beg'],
  ['an Mhuilinn', 'mullen'],
  ['na Carraige', 'carrig'],
  ['an Locha', 'lough'],
  ['na hAbhann', 'owen'],
  ['Bhríde', 'bride'],
  ['Caoin', 'keen'],
  ['an Bhóthair', 'boher'],
  ['Dearg', 'derg'],
  ['Glas', 'glass'],
  ['Rua', 'roe'],
  ['Cuilinn', 'cullen'],
  ['Fionn', 'fin'],
  ['Corr', 'corr'],
  ['na Dara', 'derry'],
] as const;
const SAINTS = [
  ['Pádraig', 'Patrick'],
  ['Bríd', 'Brigid'],
  ['Colmcille', 'Colmcille'],
  ['Ciarán', 'Ciarán'],
  ['Fionnbarra', 'Finbarr'],
  ['Mícheál', 'Michael'],
  ['Seosamh', 'Joseph'],
  ['Muire', 'Mary'],
  ['Colmán', 'Colman'],
  ['Éanna', 'Enda'],
  ['Breandán', 'Brendan'],
  ['Eoin', 'John'],
  ['Peadar', 'Peter'],
  ['Mochua', 'Mochua'],
  ['Caoimhín', 'Kevin'],
  ['Ailbhe', 'Ailbe'],
] as const;
/** Club name patterns: Irish name and English name from a place. */
const PATTERNS: readonly ((ga: string, en: string) => [string, string])[] = [
  (ga, en) => [`Gaeil ${ga}`, `${en} Gaels`],
  (ga, en) => [`Fánaithe ${ga}`, `${en} Rovers`],
  (ga, en) => [`Seamróga ${ga}`, `${en} Shamrocks`],
  (ga, en) => [`Sáirséalaigh ${ga}`, `${en} Sarsfields`],
  (ga, en) => [`Cláirseacha ${ga}`, `${en} Harps`],
  (ga, en) => [`Clann na nGael ${ga}`, `Clann na nGael ${en}`],
  (ga, en) => [`${ga} Óg`, `${en} Óg`],
  (ga, en) => [`CLG ${ga}`, `${en} GAA`],
];
const COLOURS = [
  'green',
  'white',
  'red',
  'gold',
  'navy',
  'blue',
  'maroon',
  'black',
  '#ffbf00',
  'purple',
  'orange',
  'skyblue',
];

function placeName(rng: Rng): [string, string] {
  const [gaHead, enHead] = rng.pick(PLACE_HEADS);
  const [gaTail, enTail] = rng.pick(PLACE_TAILS);
  return [`${gaHead} ${gaTail}`, `${enHead}${enTail}`];
}

function clubSpec(rng: Rng, n: number, county: CountyData, taken: Set<string>): ClubSpec {
  let name = '';
  let alternateName = '';
  let town = '';
  for (let attempt = 0; attempt < 20; attempt++) {
    const [gaPlace, enPlace] = placeName(rng);
    town = enPlace;
    if (rng.chance(0.25)) {
      const [ga, en] = rng.pick(SAINTS);
      [name, alternateName] = [`Naomh ${ga}`, `St ${en}'s`];
      if (rng.chance(0.5)) [name, alternateName] = [`${name} ${gaPlace}`, `${alternateName}, ${enPlace}`];
    } else {
      [name, alternateName] = rng.pick(PATTERNS)(gaPlace, enPlace);
    }
    if (rng.chance(0.4)) [name, alternateName] = [alternateName, name];
    if (!taken.has(name)) break;
  }
  taken.add(name);
  const associations: Association[] = ['GAA'];
  if (rng.chance(0.5)) associations.push('LGFA');
  if (rng.chance(0.35)) associations.push('Camogie');
  const colours = [rng.pick(COLOURS)];
  while (colours.length < (rng.chance(0.3) ? 3 : 2)) {
    const c = rng.pick(COLOURS);
    if (!colours.includes(c)) colours.push(c);
  }
  const social = rng.chance(0.4);
  return {
    key: `national:${n}`,
    slug: `${asciiSlug(town)}${n}`,
    pageSlug: `${asciiSlug(name, '-')}-${asciiSlug(town, '-')}-${n}`,
    name,
    alternateName,
    county: county.key,
    town,
    latitude: county.latitude + (rng.next() - 0.5) * 0.6,
    longitude: county.longitude + (rng.next() - 0.5) * 0.8,
    postalPrefix: county.postalPrefix,
    associations,
    clubColors: colours,
    founded: rng.int(1884, 2008),
    ...(rng.chance(0.3) ? { sponsor: rng.pick(SPONSORS) } : {}),
    ...(rng.chance(0.15) ? { description: `<p>The GAA club of ${town}, Co. ${county.name}.</p>` } : {}),
    ...(social ? { social } : {}),
  };
}

/** Splits `total` over weights by largest remainder, so the parts add up exactly. */
export function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map(Math.floor);
  const order = exact
    .map((x, i) => [x - Math.floor(x), i] as const)
    .sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  let left = total - parts.reduce((a, b) => a + b, 0);
  for (const [, i] of order) {
    if (left-- <= 0) break;
    parts[i]! += 1;
  }
  return parts;
}

/**
 * Adds the national-scale clubs and people. Expects the demo (geography) to be there. Groups already in
 * the database are skipped (regenerated but not inserted), so a second run does nothing and an
 * interrupted one carries on where it stopped; `seeded` says whether anything was inserted.
 */
export async function seedNational(
  db: Db,
  opts: {
    clubs?: number;
    people?: number;
    onProgress?: (p: NationalProgress) => void;
    onFixtures?: (countiesDone: number, countiesTotal: number, fixtures: number) => void;
  } = {},
): Promise<NationalResult> {
  const clubsTotal = opts.clubs ?? NATIONAL_CLUBS;
  const peopleTotal = opts.people ?? NATIONAL_PEOPLE;
  const geography = await db
    .select({ id: organization.id })
    .from(organization)
    .where(eq(organization.id, orgId.county('cork')));
  if (geography.length === 0) throw new Error('seedNational needs the geography: run seedDemo first');

  const rng = createRng(NATIONAL_SEED);
  const year = new Date().getUTCFullYear();
  // Which county each club is in, spread by weight and interleaved so every group touches many counties.
  const perCounty = apportion(
    clubsTotal,
    COUNTIES.map((c) => c.clubWeight),
  );
  const countyOfClub: CountyData[] = [];
  const remaining = [...perCounty];
  while (countyOfClub.length < clubsTotal) {
    COUNTIES.forEach((county, i) => {
      if (remaining[i]! > 0) {
        remaining[i]! -= 1;
        countyOfClub.push(county);
      }
    });
  }
  const peopleOfClub = apportion(
    peopleTotal,
    countyOfClub.map(() => 0.4 + rng.next() * 1.2),
  );

  const takenByCounty = new Map<string, Set<string>>();
  const clubIds: string[] = [];
  const clubsByCounty = new Map<CountyData, { id: string; name: string }[]>();
  let clubsDone = 0;
  let peopleDone = 0;
  let inserted = 0;
  opts.onProgress?.({ clubsDone, clubsTotal, peopleDone, peopleTotal });

  for (let start = 0; start < clubsTotal; start += CLUBS_PER_GROUP) {
    const end = Math.min(start + CLUBS_PER_GROUP, clubsTotal);
    const orgs: (typeof organization.$inferInsert)[] = [];
    const parents: (typeof organizationParent.$inferInsert)[] = [];
    const people: PersonInsert[] = [];
    const links: PersonOrganizationInsert[] = [];
    const positions: (typeof executivePosition.$inferInsert)[] = [];
    let groupPeople = 0;
    for (let n = start; n < end; n++) {
      const county = countyOfClub[n]!;
      const taken = takenByCounty.get(county.key) ?? new Set<string>();
      takenByCounty.set(county.key, taken);
      const spec = clubSpec(rng, n, county, taken);
      const built = buildClub(spec, rng);
      const clubId = built.organization.id;
      clubIds.push(clubId);
      clubsByCounty.set(county, [
        ...(clubsByCounty.get(county) ?? []),
        { id: clubId, name: built.organization.name },
      ]);
      orgs.push(built.organization);
      parents.push(...built.parents);
      const place = { county, town: spec.town, postalPrefix: spec.postalPrefix };
      const adults: string[] = [];
      for (let i = 0; i < peopleOfClub[n]!; i++) {
        const index = peopleDone + groupPeople + 1;
        const m = buildMember(rng, {
          id: personId(`national:${index}`),
          uniqueId: UNIQUE_ID_BASE.national + index,
          organizationId: clubId,
          place,
          year,
        });
        people.push(m.person);
        links.push(m.link);
        if (m.adult) adults.push(m.person.id);
        groupPeople++;
      }
      const holders: Record<string, string> = {};
      let next = 0;
      for (const p of EXECUTIVE_POSITIONS) {
        if (next < adults.length && rng.chance(0.7)) holders[p.name] = adults[next++]!;
      }
      positions.push(...buildExecutive(clubId, holders));
    }
    // A group is one transaction, so it is either all there or not at all: an interrupted run resumes.
    const done = await db
      .select({ id: organization.id })
      .from(organization)
      .where(eq(organization.id, orgs[0]!.id));
    if (done.length === 0) {
      inserted++;
      await db.transaction(async (tx) => {
        await tx.insert(organization).values(orgs);
        await tx.insert(organizationParent).values(parents);
        for (const batch of chunks(people, PERSON_BATCH)) await tx.insert(person).values(batch);
        for (const batch of chunks(links, LINK_BATCH)) await tx.insert(personOrganization).values(batch);
        await tx.insert(executivePosition).values(positions);
      });
    }
    clubsDone = end;
    peopleDone += groupPeople;
    opts.onProgress?.({ clubsDone, clubsTotal, peopleDone, peopleTotal });
  }
  // Teams and leagues once every club is in (a league spans a county's clubs across groups).
  const { teams, fixtures } = await seedNationalFixtures(db, clubsByCounty, opts.onFixtures);
  return { seeded: inserted > 0, clubs: clubsDone, people: peopleDone, clubIds, teams, fixtures };
}
