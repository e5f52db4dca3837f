/**
 * What a demo club is made of (ClubSpec), the main club's key, and the short-hand the province lists
 * (clubs-<province>.ts) write their clubs in. No rows are built here; clubs.ts turns specs into rows.
 */

export type Association = 'GAA' | 'LGFA' | 'Camogie';

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

/** The club most demo users belong to. */
export const MAIN_CLUB_KEY = 'naomh-padraig';

/** A club spec from its fields in the order the province lists write them. */
export const clubSpec = (
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

/** The association sets the lists use. */
export const ALL: Association[] = ['GAA', 'LGFA', 'Camogie'];
export const GAA: Association[] = ['GAA'];
export const GAA_LGFA: Association[] = ['GAA', 'LGFA'];
export const GAA_CAMOGIE: Association[] = ['GAA', 'Camogie'];
