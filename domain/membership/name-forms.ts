/**
 * Irish and English forms of a name, for finding duplicate members (duplicates.ts): "Seán Ó Briain" and
 * "John O'Brien" are one person written two ways. A name is reduced to a key: fadas stripped, lower case,
 * punctuation gone; a surname loses its prefix (Ó, O', Ní, Uí, Mac, Mc, Nic, Mag: "Ó Murchú" and "Murphy" are
 * one surname, as are "Ní Bhriain" and "O'Brien"), lenition after Ní/Nic/Uí is undone ("Bhriain" → "Briain");
 * then each Irish form maps to one English form through the small tables below. The tables are the common
 * names, not a dictionary: a pair they miss is still found by date of birth and a near spelling, or by e-mail
 * or phone.
 */

/** Irish given name → its usual English form (keys and values already fada-free and lower case). */
const GIVEN: Record<string, string> = {
  sean: 'john',
  eoin: 'john',
  seaghan: 'john',
  padraig: 'patrick',
  padraic: 'patrick',
  maire: 'mary',
  mairin: 'maureen',
  siobhan: 'joan',
  seamus: 'james',
  seosamh: 'joseph',
  micheal: 'michael',
  tomas: 'thomas',
  liam: 'william',
  uilliam: 'william',
  diarmuid: 'dermot',
  donncha: 'denis',
  peadar: 'peter',
  pol: 'paul',
  proinsias: 'francis',
  muiris: 'maurice',
  risteard: 'richard',
  seoirse: 'george',
  antoin: 'anthony',
  annraoi: 'henry',
  ciaran: 'kieran',
  caitriona: 'catherine',
  caitlin: 'kathleen',
  eibhlin: 'eileen',
  grainne: 'grace',
  brid: 'bridget',
  sinead: 'jane',
  nora: 'nora',
  treasa: 'teresa',
  mairead: 'margaret',
  eilis: 'elizabeth',
};

/** Irish surname stem (prefix removed, lenition undone) → the English stem. */
const FAMILY: Record<string, string> = {
  briain: 'brien',
  neill: 'neill',
  murchu: 'murphy',
  suilleabhain: 'sullivan',
  ceallaigh: 'kelly',
  conchuir: 'connor',
  donaill: 'donnell',
  dochartaigh: 'doherty',
  cathain: 'kane',
  carthaigh: 'carthy',
  mathuna: 'mahony',
  riain: 'ryan',
  duibhir: 'dwyer',
  loingsigh: 'lynch',
  breathnach: 'walsh',
  burca: 'burke',
  brun: 'browne',
  faolain: 'phelan',
  gallchoir: 'gallagher',
  dubhghaill: 'doyle',
  ceallachain: 'callaghan',
  floinn: 'flynn',
  raghallaigh: 'reilly',
  coileain: 'collins',
  giolla_phadraig: 'fitzpatrick',
};

/** Surname prefixes of both languages, as they are after fadas and punctuation are gone. */
const PREFIXES = new Set(['o', 'ni', 'ui', 'mac', 'mc', 'nic', 'mag', 'de']);

/** Fadas and other accents stripped, lower case, apostrophes and dots gone, spaces single. */
export function plain(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’‘'`´.]/g, ' ')
    .replace(/[^a-z\s-]/g, '')
    .replace(/[\s-]+/g, ' ')
    .trim();
}

/** "bhriain" → "briain", "mhurchu" → "murchu": the lenition Ní, Nic and Uí put on a surname. */
const unlenite = (stem: string) => (/^[bcdfgmpt]h/.test(stem) ? stem[0] + stem.slice(2) : stem);

/** The key a given name compares by: "Seán" and "John" both give "john". */
export function givenNameKey(name: string): string {
  const first = plain(name).split(' ')[0] ?? '';
  return GIVEN[first] ?? first;
}

/** The key a surname compares by: "Ó Briain", "O'Brien", "Ní Bhriain" and "OBrien" all give "brien". */
export function familyNameKey(name: string): string {
  const words = plain(name).split(' ').filter(Boolean);
  let prefixed = false;
  if (words.length > 1 && PREFIXES.has(words[0]!)) {
    words.shift();
    prefixed = true;
  } else if (words.length === 1 && /^(o|mc|mac)[a-z]{3,}$/.test(words[0]!)) {
    // "OBrien", "McCarthy", "MacCarthy" typed as one word
    words[0] = words[0]!.replace(/^(o|mc|mac)/, '');
    prefixed = true;
  }
  const joined = words.join('_');
  const stem = prefixed ? unlenite(joined) : joined;
  return FAMILY[stem] ?? stem;
}

/** Every key of a person's name forms (their name and their Irish name): `given|family`. */
export function nameKeys(forms: { given: string; family: string }[]): Set<string> {
  const givens = new Set(forms.map((f) => givenNameKey(f.given)).filter(Boolean));
  const families = new Set(forms.map((f) => familyNameKey(f.family)).filter(Boolean));
  const out = new Set<string>();
  for (const g of givens) for (const f of families) out.add(`${g}|${f}`);
  return out;
}

/** At most one letter added, removed, changed or two neighbours swapped ("Brian"/"Brain"; "Ciara"/"Ciarra"). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** Two keys (`given|family`) are similar when equal, or when long enough and one typo apart. */
export function similarKeys(a: string, b: string): boolean {
  if (a === b) return true;
  return a.length >= 8 && b.length >= 8 && withinOneEdit(a, b);
}
