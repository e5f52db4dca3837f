/**
 * Countries the product knows (members live on the island, in Britain and across the overseas units), with
 * ISO 3166-1 alpha-2 codes and the currency fees are charged in. The public club page maps country names to
 * these codes for structured data.
 */
export interface Country {
  code: string;
  name: string;
  irishName: string;
  currency: 'EUR' | 'GBP' | 'USD' | 'CAD' | 'AUD';
}

export const COUNTRIES: readonly Country[] = [
  { code: 'IE', name: 'Ireland', irishName: 'Éire', currency: 'EUR' },
  { code: 'GB', name: 'United Kingdom', irishName: 'An Ríocht Aontaithe', currency: 'GBP' },
  { code: 'US', name: 'United States', irishName: 'Stáit Aontaithe Mheiriceá', currency: 'USD' },
  { code: 'CA', name: 'Canada', irishName: 'Ceanada', currency: 'CAD' },
  { code: 'AU', name: 'Australia', irishName: 'An Astráil', currency: 'AUD' },
  { code: 'NZ', name: 'New Zealand', irishName: 'An Nua-Shéalainn', currency: 'USD' },
  { code: 'FR', name: 'France', irishName: 'An Fhrainc', currency: 'EUR' },
  { code: 'DE', name: 'Germany', irishName: 'An Ghearmáin', currency: 'EUR' },
  { code: 'ES', name: 'Spain', irishName: 'An Spáinn', currency: 'EUR' },
  { code: 'PT', name: 'Portugal', irishName: 'An Phortaingéil', currency: 'EUR' },
  { code: 'IT', name: 'Italy', irishName: 'An Iodáil', currency: 'EUR' },
  { code: 'NL', name: 'Netherlands', irishName: 'An Ísiltír', currency: 'EUR' },
  { code: 'BE', name: 'Belgium', irishName: 'An Bheilg', currency: 'EUR' },
  { code: 'LU', name: 'Luxembourg', irishName: 'Lucsamburg', currency: 'EUR' },
  { code: 'AT', name: 'Austria', irishName: 'An Ostair', currency: 'EUR' },
  { code: 'CH', name: 'Switzerland', irishName: 'An Eilvéis', currency: 'EUR' },
  { code: 'DK', name: 'Denmark', irishName: 'An Danmhairg', currency: 'EUR' },
  { code: 'SE', name: 'Sweden', irishName: 'An tSualainn', currency: 'EUR' },
  { code: 'NO', name: 'Norway', irishName: 'An Iorua', currency: 'EUR' },
  { code: 'FI', name: 'Finland', irishName: 'An Fhionlainn', currency: 'EUR' },
  { code: 'PL', name: 'Poland', irishName: 'An Pholainn', currency: 'EUR' },
  { code: 'CZ', name: 'Czechia', irishName: 'An tSeicia', currency: 'EUR' },
  { code: 'HU', name: 'Hungary', irishName: 'An Ungáir', currency: 'EUR' },
  { code: 'GR', name: 'Greece', irishName: 'An Ghréig', currency: 'EUR' },
  {
    code: 'AE',
    name: 'United Arab Emirates',
    irishName: 'Aontas na nÉimíríochtaí Arabacha',
    currency: 'USD',
  },
  { code: 'QA', name: 'Qatar', irishName: 'Catar', currency: 'USD' },
  { code: 'SG', name: 'Singapore', irishName: 'Singeapór', currency: 'USD' },
  { code: 'HK', name: 'Hong Kong', irishName: 'Hong Cong', currency: 'USD' },
  { code: 'CN', name: 'China', irishName: 'An tSín', currency: 'USD' },
  { code: 'JP', name: 'Japan', irishName: 'An tSeapáin', currency: 'USD' },
  { code: 'KR', name: 'South Korea', irishName: 'An Chóiré Theas', currency: 'USD' },
  { code: 'AR', name: 'Argentina', irishName: 'An Airgintín', currency: 'USD' },
  { code: 'ZA', name: 'South Africa', irishName: 'An Afraic Theas', currency: 'USD' },
];

export function countryCode(nameOrCode: string | undefined | null): string | undefined {
  if (!nameOrCode) return undefined;
  const s = nameOrCode.trim().toLowerCase();
  return COUNTRIES.find(
    (c) => c.code.toLowerCase() === s || c.name.toLowerCase() === s || c.irishName.toLowerCase() === s,
  )?.code;
}

/** A country's name in the reader's language, from its code or name; unknown values are kept as given. */
export function countryName(nameOrCode: string | undefined | null, locale = 'en'): string | undefined {
  if (!nameOrCode) return undefined;
  const code = countryCode(nameOrCode);
  const country = COUNTRIES.find((c) => c.code === code);
  if (!country) return nameOrCode;
  return locale === 'ga' ? country.irishName : country.name;
}

/** Address regions per country: the 32 counties for Ireland and Northern Ireland. */
export const ADDRESS_REGIONS: Record<string, readonly string[]> = {
  IE: [
    'Carlow',
    'Cavan',
    'Clare',
    'Cork',
    'Donegal',
    'Dublin',
    'Galway',
    'Kerry',
    'Kildare',
    'Kilkenny',
    'Laois',
    'Leitrim',
    'Limerick',
    'Longford',
    'Louth',
    'Mayo',
    'Meath',
    'Monaghan',
    'Offaly',
    'Roscommon',
    'Sligo',
    'Tipperary',
    'Waterford',
    'Westmeath',
    'Wexford',
    'Wicklow',
  ],
  GB: ['Antrim', 'Armagh', 'Derry', 'Down', 'Fermanagh', 'Tyrone', 'England', 'Scotland', 'Wales'],
};
