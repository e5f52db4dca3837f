/**
 * Deterministic building blocks for the seeds: ids derived by hashing (UUID v5 layout), a small seeded PRNG
 * (mulberry32), Irish names with fadas and their English forms, Eircodes, UK postcodes and phone numbers.
 * Nothing here reads the clock or Math.random, so two runs produce the same rows.
 */
import { createHash } from 'node:crypto';

/** A UUID-shaped id (version 5 layout) derived from a namespace and a key: the same input, the same id. */
export function seedId(namespace: string, key: string | number): string {
  const h = createHash('sha1').update(`pairc-seed:${namespace}:${key}`).digest();
  h[6] = (h[6]! & 0x0f) | 0x50;
  h[8] = (h[8]! & 0x3f) | 0x80;
  const hex = h.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
}

/** mulberry32: tiny, fast and good enough for demo data. */
export function createRng(seed: number): Rng {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(0, items.length - 1)]!;
    },
    chance: (p: number) => next() < p,
  };
}

// ── Names ───────────────────────────────────────────────────────────────────────────────────────────────

export const MALE_GIVEN_NAMES = [
  'Seán',
  'Pádraig',
  'Ciarán',
  'Cian',
  'Oisín',
  'Darragh',
  'Conor',
  'Eoin',
  'Liam',
  'Tadhg',
  'Diarmuid',
  'Fionn',
  'Cillian',
  'Rónán',
  'Donnchadh',
  'Colm',
  'Niall',
  'Brian',
  'Éamonn',
  'Séamus',
  'Micheál',
  'Dónal',
  'Ruairí',
  'Odhrán',
  'Caoimhín',
  'Tomás',
  'Shane',
  'Mark',
  'David',
  'James',
  'Michael',
  'John',
  'Jack',
  'Daniel',
  'Kevin',
] as const;

export const FEMALE_GIVEN_NAMES = [
  'Aoife',
  'Siobhán',
  'Niamh',
  'Caoimhe',
  'Saoirse',
  'Róisín',
  'Clodagh',
  'Aisling',
  'Orla',
  'Éabha',
  'Síle',
  'Gráinne',
  'Méabh',
  'Sinéad',
  'Áine',
  'Ciara',
  'Deirdre',
  'Bríd',
  'Máire',
  'Nóra',
  'Úna',
  'Eimear',
  'Fiadh',
  'Ailbhe',
  'Muireann',
  'Emma',
  'Sarah',
  'Laura',
  'Rachel',
  'Katie',
  'Grace',
] as const;

/** English surname, Irish form for a man, Irish form for a woman. */
export const SURNAMES: readonly (readonly [string, string, string])[] = [
  ['Murphy', 'Ó Murchú', 'Ní Mhurchú'],
  ['Kelly', 'Ó Ceallaigh', 'Ní Cheallaigh'],
  ["O'Sullivan", 'Ó Súilleabháin', 'Ní Shúilleabháin'],
  ['Walsh', 'Breathnach', 'Breathnach'],
  ["O'Brien", 'Ó Briain', 'Ní Bhriain'],
  ['Byrne', 'Ó Broin', 'Ní Bhroin'],
  ['Ryan', 'Ó Riain', 'Ní Riain'],
  ["O'Connor", 'Ó Conchúir', 'Ní Chonchúir'],
  ["O'Neill", 'Ó Néill', 'Ní Néill'],
  ["O'Reilly", 'Ó Raghallaigh', 'Ní Raghallaigh'],
  ['Doyle', 'Ó Dubhghaill', 'Ní Dhubhghaill'],
  ['McCarthy', 'Mac Cárthaigh', 'Nic Cárthaigh'],
  ['Gallagher', 'Ó Gallchobhair', 'Ní Ghallchobhair'],
  ['Doherty', 'Ó Dochartaigh', 'Ní Dhochartaigh'],
  ['Kennedy', 'Ó Cinnéide', 'Ní Chinnéide'],
  ['Lynch', 'Ó Loingsigh', 'Ní Loingsigh'],
  ['Murray', 'Ó Muirí', 'Ní Mhuirí'],
  ['Quinn', 'Ó Cuinn', 'Ní Chuinn'],
  ['McLoughlin', 'Mac Lochlainn', 'Nic Lochlainn'],
  ['Carroll', 'Ó Cearbhaill', 'Ní Chearbhaill'],
  ['Connolly', 'Ó Conghaile', 'Ní Chonghaile'],
  ['Daly', 'Ó Dálaigh', 'Ní Dhálaigh'],
  ['Brennan', 'Ó Braonáin', 'Ní Bhraonáin'],
  ['Burke', 'de Búrca', 'de Búrca'],
  ['Collins', 'Ó Coileáin', 'Ní Choileáin'],
  ['Fitzgerald', 'Mac Gearailt', 'Nic Gearailt'],
  ['Maguire', 'Mag Uidhir', 'Nig Uidhir'],
  ['Nolan', 'Ó Nualláin', 'Ní Nualláin'],
  ['Flynn', 'Ó Floinn', 'Ní Fhloinn'],
  ['Duffy', 'Ó Dubhthaigh', 'Ní Dhubhthaigh'],
  ['Kavanagh', 'Caomhánach', 'Caomhánach'],
  ['McGrath', 'Mag Craith', 'Nic Craith'],
  ['Power', 'de Paor', 'de Paor'],
  ['Hughes', 'Ó hAodha', 'Ní Aodha'],
  ['Keane', 'Ó Catháin', 'Ní Chatháin'],
  ['Dunne', 'Ó Duinn', 'Ní Dhuinn'],
  ['Brady', 'Mac Brádaigh', 'Nic Brádaigh'],
  ['Farrell', 'Ó Fearghail', 'Ní Fhearghail'],
  ['Sheehan', 'Ó Síocháin', 'Ní Shíocháin'],
  ["O'Shea", 'Ó Sé', 'Ní Shé'],
];

export interface GeneratedName {
  gender: 'MALE' | 'FEMALE';
  givenName: string;
  familyName: string;
  alternateFamilyName: string | null;
}

/** A name as clubs hold them: some people registered in Irish, most in English with the Irish form beside. */
export function randomName(
  rng: Rng,
  gender: 'MALE' | 'FEMALE' = rng.chance(0.5) ? 'MALE' : 'FEMALE',
): GeneratedName {
  const givenName = rng.pick(gender === 'MALE' ? MALE_GIVEN_NAMES : FEMALE_GIVEN_NAMES);
  const [english, irishM, irishF] = rng.pick(SURNAMES);
  const irish = gender === 'MALE' ? irishM : irishF;
  if (rng.chance(0.3)) return { gender, givenName, familyName: irish, alternateFamilyName: null };
  return { gender, givenName, familyName: english, alternateFamilyName: rng.chance(0.5) ? irish : null };
}

/** Letters and digits only, fadas and apostrophes dropped: "Ó Súilleabháin" → "osuilleabhain". */
export function asciiSlug(s: string, sep = ''): string {
  return s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, sep)
    .replace(new RegExp(`^${sep}|${sep}$`, 'g'), '');
}

// ── Addresses and phones ────────────────────────────────────────────────────────────────────────────────

/** The characters Eircode uses in its unique identifier. */
const EIRCODE_CHARS = '0123456789ACDEFHKNPRTVWXY';
const UK_LETTERS = 'ABDEFGHJLNPQRSTUWXYZ';

/** An Eircode for the routing key ("A67 X2F4") or, for a BT district, a UK postcode ("BT41 3QP"). */
export function postalCode(rng: Rng, prefix: string): string {
  if (prefix.startsWith('BT')) {
    return `${prefix} ${rng.int(1, 9)}${rng.pick([...UK_LETTERS])}${rng.pick([...UK_LETTERS])}`;
  }
  let id = rng.pick([...'ACDEFHKNPRTVWXY']);
  for (let i = 0; i < 3; i++) id += rng.pick([...EIRCODE_CHARS]);
  return `${prefix} ${id}`;
}

/** A mobile number: +353 8x xxx xxxx in the Republic, +44 7700 9xx xxx (Ofcom's drama range) in the North. */
export function mobile(rng: Rng, country: 'IE' | 'GB'): string {
  if (country === 'GB') return `+44 7700 900${String(rng.int(0, 999)).padStart(3, '0')}`;
  return `+353 8${rng.pick(['3', '5', '6', '7', '9'])} ${rng.int(100, 999)} ${String(rng.int(0, 9999)).padStart(4, '0')}`;
}

/** An ISO date (yyyy-mm-dd) in the given year; days kept to 1–28 so every month is valid. */
export function dateInYear(rng: Rng, year: number): string {
  return `${year}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
}

export const STREETS = [
  'Main Street',
  'Church Road',
  'Chapel Lane',
  'Bridge Street',
  'Green Road',
  'Mill Road',
  'School Lane',
  'Fair Green',
  'Castle Street',
  'New Road',
] as const;
