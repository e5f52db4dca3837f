/**
 * The demo clubs: about forty invented clubs spread over the provinces, with Irish and English names,
 * colours, addresses, contacts and an executive committee. Names and details are made up for the demo;
 * any likeness to a real club's details is accidental. Also the shared builders that turn a club spec into
 * rows, used by the national-scale seed too.
 */
import type { executivePosition, SameAsJson } from '../schema/index.ts';
import { SAFEGUARDING_LINK_TYPE } from '../../../domain/organization/public-page.ts';
import { organizationSearchText } from '../../../domain/organization/search-text.ts';
import { countyByKey, orgId, type CountyData } from './geography.ts';
import type { OrganizationInsert, OrganizationParentInsert } from './geography.ts';
import { asciiSlug, dateInYear, postalCode, seedId, STREETS, type Rng } from './random.ts';

export type ExecutivePositionInsert = typeof executivePosition.$inferInsert;

export type Association = 'GAA' | 'LGFA' | 'Camogie';

/** The executive committee every club gets, in rank order. */
export const EXECUTIVE_POSITIONS = [
  { name: 'chairperson', title: 'Chairperson', rank: 1 },
  { name: 'secretary', title: 'Secretary', rank: 2 },
  { name: 'treasurer', title: 'Treasurer', rank: 3 },
  { name: 'childrens-officer', title: "Children's Officer", rank: 4 },
  { name: 'pro', title: 'Public Relations Officer', rank: 5 },
  { name: 'registrar', title: 'Registrar', rank: 6 },
  { name: 'designated-liaison-person', title: 'Designated Liaison Person', rank: 7 },
  { name: 'national-club-draw-officer', title: 'National Club Draw Officer', rank: 8 },
] as const;

export type ExecutivePositionName = (typeof EXECUTIVE_POSITIONS)[number]['name'];

export interface ClubSpec {
  key: string;
  name: string;
  alternateName: string;
  county: string;
  town: string;
  /** Approximate position of the town; the club grounds are placed within a kilometre or so. */
  latitude: number;
  longitude: number;
  /** Eircode routing key or UK postcode district of the town. */
  postalPrefix: string;
  associations: Association[];
  clubColors: string[];
  founded: number;
  sponsor?: string;
  description?: string;
  social?: boolean;
  /** For contact addresses and social links; defaults to the key without dashes. */
  slug?: string;
  /** The club page's address (/organization/{pageSlug}); defaults to the key. */
  pageSlug?: string;
  /** Images served from the app's public folder. */
  logo?: string;
  image?: string;
}

const g = (
  key: string,
  name: string,
  alternateName: string,
  county: string,
  town: string,
  latitude: number,
  longitude: number,
  postalPrefix: string,
  associations: Association[],
  clubColors: string[],
  founded: number,
  extra: Pick<ClubSpec, 'sponsor' | 'description' | 'social' | 'logo' | 'image'> = {},
): ClubSpec => ({
  key,
  name,
  alternateName,
  county,
  town,
  latitude,
  longitude,
  postalPrefix,
  associations,
  clubColors,
  founded,
  ...extra,
});

const ALL: Association[] = ['GAA', 'LGFA', 'Camogie'];
const GAA: Association[] = ['GAA'];
const GAA_LGFA: Association[] = ['GAA', 'LGFA'];
const GAA_CAMOGIE: Association[] = ['GAA', 'Camogie'];

/** The club most demo users belong to. */
export const MAIN_CLUB_KEY = 'naomh-padraig';

export const DEMO_CLUBS: readonly ClubSpec[] = [
  g(
    MAIN_CLUB_KEY,
    'Naomh Pádraig',
    "St Patrick's",
    'wicklow',
    'Ashford',
    53.0086,
    -6.1105,
    'A67',
    ALL,
    ['green', 'white', 'gold'],
    1932,
    {
      sponsor: 'Ashford Hardware & Co.',
      description:
        '<p>A family club at the foot of the Wicklow mountains: <strong>hurling, football, ladies football and camogie</strong> from nursery to adult.</p>',
      social: true,
      logo: '/demo/naomh-padraig-crest.svg',
      image: '/demo/naomh-padraig-banner.svg',
    },
  ),
  g(
    'gleann-da-loch',
    'Gaeil Ghleann Dá Loch',
    'Glendalough Gaels',
    'wicklow',
    'Laragh',
    53.0097,
    -6.2987,
    'A98',
    GAA_LGFA,
    ['navy', 'white'],
    1958,
    {
      social: true,
      // Pasted from an old website, markup and all: the page must show the words and run nothing.
      description:
        '<p>Fáilte! New members welcome at Laragh.</p><script>window.__clubScriptRan = true</script><img src="x" onerror="window.__clubScriptRan = true">',
    },
  ),
  g(
    'naomh-brid',
    'Naomh Bríd',
    "St Brigid's",
    'kildare',
    'Kilcullen',
    53.1306,
    -6.7456,
    'R56',
    ALL,
    ['white', 'red'],
    1925,
    { sponsor: 'Liffey Valley Motors' },
  ),
  g(
    'cluain-tarbh-og',
    'Cluain Tarbh Óg',
    'Clontarf Óg',
    'dublin',
    'Clontarf',
    53.3636,
    -6.2065,
    'D03',
    ALL,
    ['royalblue', 'white'],
    1979,
    {
      description:
        '<p>A northside Dublin club with over forty teams and a thriving nursery every Saturday morning.</p>',
      social: true,
    },
  ),
  g(
    'gaeil-an-chnocain',
    'Gaeil an Chnocáin',
    'Knocklyon Gaels',
    'dublin',
    'Knocklyon',
    53.2823,
    -6.3313,
    'D16',
    GAA_CAMOGIE,
    ['maroon', 'white'],
    1984,
  ),
  g(
    'fanaithe-fhine-gall',
    'Fánaithe Fhine Gall',
    'Fingal Rovers',
    'dublin',
    'Swords',
    53.4597,
    -6.2181,
    'K67',
    GAA_LGFA,
    ['black', '#ffbf00'],
    1966,
    { sponsor: 'Fingal Print Works', social: true },
  ),
  g(
    'naomh-colmcille',
    'Naomh Colmcille',
    "St Colmcille's",
    'meath',
    'Kells',
    53.7261,
    -6.8792,
    'A82',
    GAA,
    ['green', 'gold'],
    1889,
    {
      description:
        '<p>One of the oldest clubs in the county, founded five years after the Association itself.</p>',
    },
  ),
  g(
    'boyne-rangers',
    'Boyne Rangers',
    'Fánaithe na Bóinne',
    'meath',
    'Slane',
    53.709,
    -6.5431,
    'C15',
    GAA_LGFA,
    ['blue', 'white'],
    1971,
  ),
  g(
    'naomh-fiachra',
    'Naomh Fiachra',
    "St Fiachra's",
    'carlow',
    'Tullow',
    52.8,
    -6.7369,
    'R93',
    GAA_CAMOGIE,
    ['red', 'green', 'gold'],
    1947,
  ),
  g(
    'gaeil-na-feoire',
    'Gaeil na Feoire',
    'Nore Gaels',
    'kilkenny',
    'Thomastown',
    52.5264,
    -7.1372,
    'R95',
    GAA_CAMOGIE,
    ['black', '#ffbf00'],
    1953,
    {
      sponsor: 'Nore Valley Creamery',
      social: true,
    },
  ),
  g(
    'naomh-ciaran',
    'Naomh Ciarán',
    "St Ciarán's",
    'offaly',
    'Clara',
    53.3422,
    -7.6136,
    'R35',
    ALL,
    ['green', 'white', 'gold'],
    1910,
  ),
  g(
    'blackstairs-rangers',
    'Blackstairs Rangers',
    'Fánaithe an Staighre Dhuibh',
    'wexford',
    'Bunclody',
    52.6553,
    -6.6519,
    'Y21',
    GAA_CAMOGIE,
    ['purple', 'gold'],
    1962,
  ),
  g(
    'gaeil-na-sionainne',
    'Gaeil na Sionainne',
    'Shannon Gaels',
    'longford',
    'Lanesborough',
    53.6722,
    -7.9894,
    'N39',
    GAA_LGFA,
    ['blue', 'gold'],
    1974,
  ),
  g(
    'naomh-feichin',
    'Naomh Féichín',
    "St Feichin's",
    'westmeath',
    'Fore',
    53.6833,
    -7.2272,
    'N91',
    GAA,
    ['maroon', 'white'],
    1929,
  ),
  g(
    'slieve-bloom-gaels',
    'Gaeil Shliabh Bladhma',
    'Slieve Bloom Gaels',
    'laois',
    'Mountrath',
    52.9994,
    -7.4728,
    'R32',
    ALL,
    ['blue', 'white'],
    1951,
  ),
  g(
    'clann-chu-chulainn',
    'Clann Chú Chulainn',
    'Cuchulainn Gaels',
    'louth',
    'Dundalk',
    54.0043,
    -6.4188,
    'A91',
    GAA_LGFA,
    ['red', 'white'],
    1968,
    {
      description:
        '<p>Named for the hero of the Táin, the club plays at the gateway to the Cooley peninsula.</p>',
    },
  ),
  // Munster
  g(
    'gaeil-na-laoi',
    'Gaeil na Laoi',
    'Lee Valley Gaels',
    'cork',
    'Ballincollig',
    51.8879,
    -8.5897,
    'P31',
    ALL,
    ['red', 'white'],
    1944,
    { sponsor: 'Lee Fields Dairy', social: true },
  ),
  g(
    'blackwater-rovers',
    'Blackwater Rovers',
    'Fánaithe na hAbhann Móire',
    'cork',
    'Fermoy',
    52.1381,
    -8.2758,
    'P61',
    GAA_CAMOGIE,
    ['green', 'black'],
    1936,
  ),
  g(
    'naomh-breanainn',
    'Naomh Bréanainn',
    "St Brendan's",
    'kerry',
    'Ardfert',
    52.3286,
    -9.7811,
    'V92',
    GAA_LGFA,
    ['green', 'gold'],
    1927,
    {
      description: '<p>A football club first and last, in the parish of the navigator saint.</p>',
    },
  ),
  g(
    'gaeil-chorca-dhuibhne',
    'Gaeil Chorca Dhuibhne',
    'West Kerry Gaels',
    'kerry',
    'Dingle',
    52.1408,
    -10.2689,
    'V92',
    GAA_LGFA,
    ['green', 'red'],
    1963,
    { social: true },
  ),
  g(
    'naomh-muire',
    'Naomh Muire',
    "St Mary's",
    'limerick',
    'Adare',
    52.5644,
    -8.7903,
    'V94',
    ALL,
    ['green', 'white'],
    1908,
    { sponsor: 'Maigue Valley Foods' },
  ),
  g(
    'gaeil-an-chlair-thiar',
    'Gaeil an Chláir Thiar',
    'West Clare Gaels',
    'clare',
    'Kilrush',
    52.6397,
    -9.4836,
    'V15',
    ALL,
    ['gold', 'blue'],
    1957,
  ),
  g(
    'gaeil-na-siuire',
    'Gaeil na Siúire',
    'Suir Gaels',
    'tipperary',
    'Clonmel',
    52.355,
    -7.7039,
    'E91',
    GAA_CAMOGIE,
    ['blue', 'gold'],
    1939,
    { social: true },
  ),
  g(
    'naomh-ailbhe',
    'Naomh Ailbhe',
    "St Ailbe's",
    'tipperary',
    'Emly',
    52.4636,
    -8.3497,
    'E34',
    GAA_CAMOGIE,
    ['maroon', 'white'],
    1921,
  ),
  g(
    'decies-og',
    'Na Déise Óga',
    'Decies Óg',
    'waterford',
    'Dungarvan',
    52.0845,
    -7.6251,
    'X35',
    ALL,
    ['white', 'blue'],
    1988,
  ),
  // Connacht
  g(
    'naomh-colman',
    'Naomh Colmán',
    "St Colman's",
    'galway',
    'Gort',
    53.0656,
    -8.8183,
    'H91',
    GAA_CAMOGIE,
    ['red', 'white'],
    1934,
    { sponsor: 'Burren Road Garage' },
  ),
  g(
    'gaeil-chonamara',
    'Gaeil Chonamara',
    'Connemara Gaels',
    'galway',
    'Clifden',
    53.4894,
    -10.0186,
    'H71',
    GAA_LGFA,
    ['maroon', 'white'],
    1949,
    {
      description:
        '<p>Cumann Gaeltachta: club business is done as Gaeilge, and every newcomer is welcome.</p>',
      social: true,
    },
  ),
  g(
    'cnoc-mhuire',
    'Cnoc Mhuire',
    'Knock Rangers',
    'mayo',
    'Knock',
    53.7917,
    -8.9175,
    'F12',
    GAA_LGFA,
    ['green', 'red'],
    1946,
  ),
  g(
    'gaeil-chathair-na-mart',
    'Gaeil Chathair na Mart',
    'Westport Gaels',
    'mayo',
    'Westport',
    53.8008,
    -9.5225,
    'F28',
    ALL,
    ['red', 'green'],
    1976,
    { social: true },
  ),
  g(
    'benbulben-gaels',
    'Gaeil Bhinn Ghulbain',
    'Benbulben Gaels',
    'sligo',
    'Grange',
    54.4003,
    -8.5233,
    'F91',
    GAA_LGFA,
    ['black', 'white'],
    1959,
  ),
  g(
    'naomh-coman',
    'Naomh Comán',
    "St Coman's",
    'roscommon',
    'Roscommon',
    53.6333,
    -8.1833,
    'F42',
    ALL,
    ['lightyellow', 'blue'],
    1904,
  ),
  g(
    'north-leitrim-gaels',
    'Gaeil Liatroma Thuaidh',
    'North Leitrim Gaels',
    'leitrim',
    'Manorhamilton',
    54.3036,
    -8.1764,
    'F91',
    GAA_LGFA,
    ['green', 'gold'],
    1961,
  ),
  // Ulster
  g(
    'gaeil-na-rosann',
    'Gaeil na Rosann',
    'Rosses Gaels',
    'donegal',
    'Dungloe',
    54.9506,
    -8.3594,
    'F94',
    GAA_LGFA,
    ['green', 'gold'],
    1955,
    {
      description: '<p>Club na Rosann, deep in the Donegal Gaeltacht; training is in Irish and English.</p>',
    },
  ),
  g(
    'naomh-eoghan',
    'Naomh Eoghan',
    "St Eoghan's",
    'tyrone',
    'Omagh',
    54.5977,
    -7.2986,
    'BT78',
    ALL,
    ['red', 'white'],
    1944,
    { social: true },
  ),
  g(
    'bann-gaels',
    'Gaeil an Bhanna',
    'Bann Gaels',
    'derry',
    'Coleraine',
    55.1325,
    -6.6683,
    'BT52',
    GAA_CAMOGIE,
    ['white', 'red'],
    1970,
  ),
  g(
    'glens-gaels',
    'Gaeil na nGleannta',
    'Glens Gaels',
    'antrim',
    'Cushendall',
    55.0808,
    -6.0597,
    'BT44',
    GAA_CAMOGIE,
    ['maroon', 'gold'],
    1931,
    { sponsor: 'Glens Coast Hotel' },
  ),
  g(
    'naomh-maolmhaodhog',
    'Naomh Maolmhaodhóg',
    "St Malachy's",
    'armagh',
    'Armagh',
    54.3503,
    -6.6528,
    'BT61',
    GAA_LGFA,
    ['orange', 'white'],
    1967,
  ),
  g(
    'mourne-gaels',
    'Gaeil Mhúrn',
    'Mourne Gaels',
    'down',
    'Kilkeel',
    54.0615,
    -5.9972,
    'BT34',
    ALL,
    ['red', 'black'],
    1952,
    { social: true },
  ),
  g(
    'lough-erne-rovers',
    'Fánaithe Loch Éirne',
    'Lough Erne Rovers',
    'fermanagh',
    'Enniskillen',
    54.3438,
    -7.6315,
    'BT74',
    GAA_LGFA,
    ['green', 'white'],
    1972,
  ),
  g(
    'breffni-gaels',
    'Gaeil Bhréifne',
    'Breffni Gaels',
    'cavan',
    'Cavan',
    53.9908,
    -7.3606,
    'H12',
    GAA_LGFA,
    ['blue', 'white'],
    1926,
  ),
  g(
    'sliabh-beatha-rovers',
    'Fánaithe Shliabh Beatha',
    'Sliabh Beagh Rovers',
    'monaghan',
    'Scotstown',
    54.2775,
    -7.0633,
    'H18',
    GAA_LGFA,
    ['white', 'blue'],
    1948,
  ),
];

/** Sponsors for generated clubs: invented local businesses. */
export const SPONSORS = [
  'Main Street Pharmacy',
  'Riverside Motors',
  'The Corner House',
  'Hillview Builders',
  'Greenfield Dairies',
  'Parish Credit Union',
  'Crossroads Filling Station',
  'Bogside Turf Supplies',
] as const;

export interface BuiltClub {
  organization: OrganizationInsert;
  parents: OrganizationParentInsert[];
}

/**
 * The organisation row and parent rows of a club. Contacts are keyed by association (secretary and
 * children's officer for each body the club plays under) and use the reserved .example domain.
 */
export function buildClub(spec: ClubSpec, rng: Rng): BuiltClub {
  const county: CountyData = countyByKey(spec.county);
  const id = orgId.club(spec.key);
  const slug = spec.slug ?? asciiSlug(spec.key);
  const domain = `${slug}.example`;
  const secretary: Record<string, string> = {};
  const clubChildrensOfficer: Record<string, string> = {};
  for (const a of spec.associations) {
    const suffix = a === 'GAA' ? '' : `.${a.toLowerCase()}`;
    secretary[a] = `runai${suffix}@${domain}`;
    clubChildrensOfficer[a] = `oifigeach.leanai${suffix}@${domain}`;
  }
  const organizationRow: OrganizationInsert = {
    id,
    slug: spec.pageSlug ?? asciiSlug(spec.key, '-'),
    name: spec.name,
    alternateName: spec.alternateName,
    additionalType: 'Club',
    status: 'ACTIVE',
    associations: spec.associations,
    address: {
      streetAddress: `Páirc an Chumainn, ${rng.pick(STREETS)}`,
      addressLocality: spec.town,
      addressRegion: county.name,
      addressCountry: county.country,
      postalCode: postalCode(rng, spec.postalPrefix),
    },
    latitude: round(spec.latitude + (rng.next() - 0.5) * 0.02, 5),
    longitude: round(spec.longitude + (rng.next() - 0.5) * 0.02, 5),
    description: spec.description ?? null,
    clubColors: spec.clubColors,
    sponsor: spec.sponsor ?? null,
    foundingDate: dateInYear(rng, spec.founded),
    telephone: null,
    email: { secretary, clubChildrensOfficer },
    sameAs: spec.social ? socialLinks(slug, domain, spec.key === MAIN_CLUB_KEY) : [],
    logo: spec.logo ?? null,
    image: spec.image ?? null,
    searchText: organizationSearchText(spec.name, spec.alternateName),
  };
  const parents = spec.associations.map((association) => ({
    organizationId: id,
    association,
    parentId: orgId.county(county.key),
  }));
  return { organization: organizationRow, parents };
}

/** A club's links; the main demo club has one of every kind, and a safeguarding statement. */
function socialLinks(slug: string, domain: string, everyKind: boolean): SameAsJson[] {
  const links: SameAsJson[] = [
    { url: `https://www.facebook.com/${slug}gaa`, name: 'Facebook', additionalType: 'facebook' },
    { url: `https://x.com/${slug}gaa`, name: 'X', additionalType: 'x' },
  ];
  if (!everyKind) return links;
  return [
    ...links,
    { url: `https://www.instagram.com/${slug}gaa`, name: 'Instagram', additionalType: 'instagram' },
    { url: `https://www.youtube.com/@${slug}gaa`, name: 'YouTube', additionalType: 'youtube' },
    { url: `https://www.linkedin.com/company/${slug}gaa`, name: 'LinkedIn', additionalType: 'linkedin' },
    { url: `https://${domain}/lotto`, name: 'Club lotto' },
    {
      url: `https://${domain}/safeguarding-statement.pdf`,
      name: 'Child safeguarding statement',
      additionalType: SAFEGUARDING_LINK_TYPE,
    },
  ];
}

/** The club's executive committee; `holders` fills positions by name, the rest stay unassigned. */
export function buildExecutive(
  clubId: string,
  holders: Partial<Record<ExecutivePositionName, string>>,
): ExecutivePositionInsert[] {
  return EXECUTIVE_POSITIONS.map((p) => ({
    id: seedId('executive-position', `${clubId}:${p.name}`),
    organizationId: clubId,
    name: p.name,
    title: p.title,
    rank: p.rank,
    personId: holders[p.name] ?? null,
  }));
}

export function round(n: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}
