/**
 * Club search folds what people type into what is stored: case, fadas ("Pádraig" = "padraig"), apostrophes
 * and the Irish/English "saint" forms ("Naomh", "Saint", "St." all become "st").
 */
const SAINT = /\b(naomh|naoimh|saint|st)\b\.?/g;

export function foldSearchText(s: string): string {
  return s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(SAINT, 'st')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Search text for an organisation: its name and alternate (Irish or English) name, folded. */
export function organizationSearchText(name: string, alternateName?: string | null): string {
  return [name, alternateName]
    .filter(Boolean)
    .map((n) => foldSearchText(n!))
    .join(' | ');
}
