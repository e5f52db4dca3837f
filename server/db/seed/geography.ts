/**
 * The GAA's geography for the demo seed: the national body, the 4 provinces and the 32 county boards on the
 * island, with each county town's approximate position and the Eircode routing key (or Northern Ireland
 * postcode district) of that town. Organisation types: national body 'Root', provinces 'Branch' (the
 * branch listing filters association:GAA,additionalType:Branch), counties 'County', clubs 'Club'.
 */
import type { organization, organizationParent } from '../schema/index.ts';
import { organizationSearchText } from '../../../domain/organization/search-text.ts';
import { seedId } from './random.ts';

export type OrganizationInsert = typeof organization.$inferInsert;
export type OrganizationParentInsert = typeof organizationParent.$inferInsert;

export type ProvinceKey = 'connacht' | 'leinster' | 'munster' | 'ulster';

export interface ProvinceData {
  key: ProvinceKey;
  name: string;
  alternateName: string;
}

export interface CountyData {
  key: string;
  name: string;
  alternateName: string;
  province: ProvinceKey;
  /** 'IE' for the 26 counties of the Republic, 'GB' for the six in Northern Ireland. */
  country: 'IE' | 'GB';
  countyTown: string;
  latitude: number;
  longitude: number;
  /** Eircode routing key of the county town, or the UK postcode district for Northern Ireland. */
  postalPrefix: string;
  /** Rough weight for spreading clubs in the national-scale seed (about the county's number of clubs). */
  clubWeight: number;
}

export const ROOT = { key: 'gaa', name: 'GAA', alternateName: 'Cumann Lúthchleas Gael' } as const;

export const PROVINCES: readonly ProvinceData[] = [
  { key: 'connacht', name: 'Connacht', alternateName: 'Connachta' },
  { key: 'leinster', name: 'Leinster', alternateName: 'Laighin' },
  { key: 'munster', name: 'Munster', alternateName: 'An Mhumhain' },
  { key: 'ulster', name: 'Ulster', alternateName: 'Cúige Uladh' },
];

const c = (
  key: string,
  name: string,
  alternateName: string,
  province: ProvinceKey,
  countyTown: string,
  latitude: number,
  longitude: number,
  postalPrefix: string,
  clubWeight: number,
  country: 'IE' | 'GB' = 'IE',
): CountyData => ({
  key,
  name,
  alternateName,
  province,
  country,
  countyTown,
  latitude,
  longitude,
  postalPrefix,
  clubWeight,
});

export const COUNTIES: readonly CountyData[] = [
  // Connacht
  c('galway', 'Galway', 'Gaillimh', 'connacht', 'Galway', 53.2707, -9.0568, 'H91', 140),
  c('leitrim', 'Leitrim', 'Liatroim', 'connacht', 'Carrick-on-Shannon', 53.9469, -8.09, 'N41', 25),
  c('mayo', 'Mayo', 'Maigh Eo', 'connacht', 'Castlebar', 53.855, -9.2988, 'F23', 80),
  c('roscommon', 'Roscommon', 'Ros Comáin', 'connacht', 'Roscommon', 53.6333, -8.1833, 'F42', 45),
  c('sligo', 'Sligo', 'Sligeach', 'connacht', 'Sligo', 54.2766, -8.4761, 'F91', 30),
  // Leinster
  c('carlow', 'Carlow', 'Ceatharlach', 'leinster', 'Carlow', 52.8408, -6.9261, 'R93', 30),
  c('dublin', 'Dublin', 'Baile Átha Cliath', 'leinster', 'Dublin', 53.3498, -6.2603, 'D02', 190),
  c('kildare', 'Kildare', 'Cill Dara', 'leinster', 'Naas', 53.2159, -6.6669, 'W91', 60),
  c('kilkenny', 'Kilkenny', 'Cill Chainnigh', 'leinster', 'Kilkenny', 52.6541, -7.2448, 'R95', 60),
  c('laois', 'Laois', 'Laois', 'leinster', 'Portlaoise', 53.0344, -7.2998, 'R32', 50),
  c('longford', 'Longford', 'An Longfort', 'leinster', 'Longford', 53.7276, -7.7932, 'N39', 25),
  c('louth', 'Louth', 'Lú', 'leinster', 'Dundalk', 54.009, -6.4049, 'A91', 40),
  c('meath', 'Meath', 'An Mhí', 'leinster', 'Navan', 53.6528, -6.6814, 'C15', 70),
  c('offaly', 'Offaly', 'Uíbh Fhailí', 'leinster', 'Tullamore', 53.2739, -7.4889, 'R35', 50),
  c('westmeath', 'Westmeath', 'An Iarmhí', 'leinster', 'Mullingar', 53.5259, -7.3381, 'N91', 40),
  c('wexford', 'Wexford', 'Loch Garman', 'leinster', 'Wexford', 52.3369, -6.4633, 'Y35', 90),
  c('wicklow', 'Wicklow', 'Cill Mhantáin', 'leinster', 'Wicklow', 52.9808, -6.0446, 'A67', 40),
  // Munster
  c('clare', 'Clare', 'An Clár', 'munster', 'Ennis', 52.8436, -8.9864, 'V95', 80),
  c('cork', 'Cork', 'Corcaigh', 'munster', 'Cork', 51.8985, -8.4756, 'T12', 260),
  c('kerry', 'Kerry', 'Ciarraí', 'munster', 'Tralee', 52.2713, -9.6999, 'V92', 75),
  c('limerick', 'Limerick', 'Luimneach', 'munster', 'Limerick', 52.6638, -8.6267, 'V94', 100),
  c('tipperary', 'Tipperary', 'Tiobraid Árann', 'munster', 'Clonmel', 52.355, -7.7039, 'E91', 100),
  c('waterford', 'Waterford', 'Port Láirge', 'munster', 'Waterford', 52.2593, -7.1101, 'X91', 60),
  // Ulster: the three counties of the Republic and the six of Northern Ireland
  c('antrim', 'Antrim', 'Aontroim', 'ulster', 'Antrim', 54.7195, -6.2072, 'BT41', 60, 'GB'),
  c('armagh', 'Armagh', 'Ard Mhacha', 'ulster', 'Armagh', 54.3503, -6.6528, 'BT61', 50, 'GB'),
  c('cavan', 'Cavan', 'An Cabhán', 'ulster', 'Cavan', 53.9908, -7.3606, 'H12', 35),
  c('derry', 'Derry', 'Doire', 'ulster', 'Derry', 54.9966, -7.3086, 'BT48', 50, 'GB'),
  c('donegal', 'Donegal', 'Dún na nGall', 'ulster', 'Lifford', 54.8356, -7.4779, 'F93', 45),
  c('down', 'Down', 'An Dún', 'ulster', 'Downpatrick', 54.328, -5.7155, 'BT30', 60, 'GB'),
  c('fermanagh', 'Fermanagh', 'Fear Manach', 'ulster', 'Enniskillen', 54.3438, -7.6315, 'BT74', 30, 'GB'),
  c('monaghan', 'Monaghan', 'Muineachán', 'ulster', 'Monaghan', 54.2492, -6.9683, 'H18', 40),
  c('tyrone', 'Tyrone', 'Tír Eoghain', 'ulster', 'Omagh', 54.6, -7.3, 'BT78', 55, 'GB'),
];

export function countyByKey(key: string): CountyData {
  const county = COUNTIES.find((x) => x.key === key);
  if (!county) throw new Error(`Unknown county ${key}`);
  return county;
}

/** Fixed organisation ids, derived from a readable key. */
export const orgId = {
  root: () => seedId('organization', 'root'),
  province: (key: string) => seedId('organization', `province:${key}`),
  county: (key: string) => seedId('organization', `county:${key}`),
  club: (key: string) => seedId('organization', `club:${key}`),
};

/**
 * The national body, provinces and counties as rows. Parents are GAA rows (county → province → root);
 * county boards list GAA, LGFA and Camogie as associations so clubs of each body can hang under them.
 */
export function buildGeography(): {
  organizations: OrganizationInsert[];
  parents: OrganizationParentInsert[];
} {
  const organizations: OrganizationInsert[] = [
    {
      id: orgId.root(),
      name: ROOT.name,
      alternateName: ROOT.alternateName,
      additionalType: 'Root',
      associations: ['GAA'],
      address: { addressLocality: 'Dublin', addressRegion: 'Dublin', addressCountry: 'IE' },
      latitude: 53.3607,
      longitude: -6.2511,
      searchText: organizationSearchText(ROOT.name, ROOT.alternateName),
    },
  ];
  const parents: OrganizationParentInsert[] = [];
  for (const p of PROVINCES) {
    organizations.push({
      id: orgId.province(p.key),
      name: p.name,
      alternateName: p.alternateName,
      additionalType: 'Branch',
      associations: ['GAA'],
      address: { addressCountry: 'IE' },
      searchText: organizationSearchText(p.name, p.alternateName),
    });
    parents.push({ organizationId: orgId.province(p.key), association: 'GAA', parentId: orgId.root() });
  }
  for (const county of COUNTIES) {
    organizations.push({
      id: orgId.county(county.key),
      name: county.name,
      alternateName: county.alternateName,
      additionalType: 'County',
      associations: ['GAA', 'LGFA', 'Camogie'],
      address: {
        addressLocality: county.countyTown,
        addressRegion: county.name,
        addressCountry: county.country,
      },
      latitude: county.latitude,
      longitude: county.longitude,
      email: { secretary: { GAA: `runai@${county.key}.gaa.example` } },
      searchText: organizationSearchText(county.name, county.alternateName),
    });
    parents.push({
      organizationId: orgId.county(county.key),
      association: 'GAA',
      parentId: orgId.province(county.province),
    });
  }
  return { organizations, parents };
}
