/**
 * The calls the spec lists in section 7 ("The calls it makes") of its three documents, read into
 * `docs/spec-calls.json`, which the §7 conformance test (tests/server/spec-conformance.test.ts) compares with
 * /api/openapi.json. The copy is committed because CI's clean checkout has no `../shared/spec`; run this
 * after the spec changes (the test says so when a copy beside the repo differs):
 *
 *   node --import tsx scripts/spec-calls.ts [spec folder, default ../shared/spec]
 *
 * How a sentence is read (the spec writes calls in prose, not in a grammar):
 * - a clause ends at `;` or at the end of a sentence, outside brackets; a method word (GET, POST, PUT, PATCH,
 *   DELETE; "upload" is POST; "a write to" is PUT, PATCH or POST) applies to every path after it until the
 *   next method word; a path with no method word before it is a GET;
 * - `(GET, POST)` right after a path gives that path its methods;
 * - a one-segment path right after a longer one in the same list is its sibling (`/membership/fee/outbound
 *   and /inbound`), as is a bare word after a comma (`/asset/injury/additional-type, activity-type`); a path
 *   that is only a parameter (`and /{docId}`, `the same path with /{groupId}`) extends the last path, and
 *   `and its x` adds a segment to it;
 * - for a collection and its item named together (`/x and /x/{id}`, `/x[/{id}]`), POST goes to the
 *   collection, PUT, PATCH and DELETE to the item, GET to both;
 * - "CRUD on /x" is list and create (GET and POST /x), update (PUT or PATCH /x/{id}) and delete (DELETE /x/{id});
 * - query strings are dropped, and a trailing slash; a call named twice (in two documents) counts once.
 * Sentences these rules cannot read are in READINGS below, with the calls they name.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface SpecCall {
  /** One method, or alternatives the spec leaves open (`PUT|PATCH`: "update"); any of them serves it. */
  method: string;
  /** As the spec writes it, parameters in braces: `/survey/{a}/{b}/{c}/question`. */
  path: string;
  /** The document and the heading it is listed under: `3 Surveys`. */
  where: string;
}

export const SPEC_DOCUMENTS = [
  '1-foundation.md',
  '2-competitions-draws-teams-injuries-transfers.md',
  '3-payments-fees-vetting-surveys-admin.md',
] as const;

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** Clauses whose prose the rules above cannot read, and the calls they name. */
const READINGS: Record<string, [string, string][]> = {
  '/organization (list with page size up to 1000, filter, create; GET, PUT, PATCH, DELETE by id)': [
    ['GET', '/organization'],
    ['POST', '/organization'],
    ['GET', '/organization/{id}'],
    ['PUT', '/organization/{id}'],
    ['PATCH', '/organization/{id}'],
    ['DELETE', '/organization/{id}'],
  ],
};

/** The `## 7.` section of a spec document, up to the next `## `. */
export function sectionSeven(markdown: string): string {
  const start = markdown.search(/^## 7\./m);
  if (start < 0) return '';
  const rest = markdown.slice(start + 1);
  const end = rest.search(/^## /m);
  return end < 0 ? rest : rest.slice(0, end);
}

/** Splits at `sep` characters outside brackets. */
function splitTop(text: string, isSep: (text: string, i: number) => boolean): string[] {
  const out: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '(' || ch === '[') depth++;
    else if (ch === ')' || ch === ']') depth = Math.max(0, depth - 1);
    else if (depth === 0 && isSep(text, i)) {
      out.push(text.slice(from, i));
      from = i + 1;
    }
  }
  out.push(text.slice(from));
  return out.map((s) => s.trim()).filter(Boolean);
}

const clausesOf = (text: string) =>
  splitTop(text, (t, i) => t[i] === ';' || (t[i] === '.' && (i + 1 === t.length || t[i + 1] === ' ')));

type Token =
  | { kind: 'method'; methods: string[] }
  | { kind: 'crud' }
  | { kind: 'path'; path: string }
  | { kind: 'word'; word: string }
  | { kind: 'comma' }
  | { kind: 'and' }
  | { kind: 'group'; methods: string[] | null; text: string };

function methodWord(word: string): string[] | null {
  const w = word.replace(/[.,:]$/, '');
  if ((METHODS as readonly string[]).includes(w)) return [w];
  if (/^uploads?$/i.test(w)) return ['POST'];
  return null;
}

function tokenize(clause: string): Token[] {
  const tokens: Token[] = [];
  const text = clause.replace(/\ba write to\b/g, ' __WRITE__ ');
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === ' ') {
      i++;
      continue;
    }
    if (ch === ',') {
      tokens.push({ kind: 'comma' });
      i++;
      continue;
    }
    if (ch === '(') {
      let depth = 1;
      let j = i + 1;
      while (j < text.length && depth > 0) {
        if (text[j] === '(') depth++;
        else if (text[j] === ')') depth--;
        j++;
      }
      const inner = text.slice(i + 1, j - 1);
      const words = inner.split(/[\s,]+/).filter((w) => w && w !== 'and');
      const methods = words.map(methodWord);
      tokens.push({
        kind: 'group',
        methods: words.length > 0 && methods.every(Boolean) ? methods.flatMap((m) => m!) : null,
        text: inner,
      });
      i = j;
      continue;
    }
    let j = i;
    while (j < text.length && !' ,('.includes(text[j]!)) j++;
    const word = text.slice(i, j);
    i = j;
    if (word === '__WRITE__') tokens.push({ kind: 'method', methods: ['PUT|PATCH|POST'] });
    else if (word === 'CRUD') tokens.push({ kind: 'crud' });
    else if (word === 'and') tokens.push({ kind: 'and' });
    else if (word.startsWith('/')) tokens.push({ kind: 'path', path: word });
    else {
      const m = methodWord(word);
      tokens.push(m ? { kind: 'method', methods: m } : { kind: 'word', word });
    }
  }
  return tokens;
}

/** `/x?y=1.` → `/x`; `/x/` → `/x`. */
function cleanPath(raw: string): string {
  const p = raw.replace(/[?].*$/, '').replace(/[.:]+$/, '');
  return p.length > 1 ? p.replace(/\/+$/, '') : p;
}

const segments = (p: string) => p.split('/').filter(Boolean);
const isParam = (seg: string) => /^\{\w+\}$/.test(seg);

/** The calls of one clause; `last` carries the last path named (for a later `/{id}`). */
function readClause(clause: string, last: { path: string | null }): [string, string][] {
  const reading = READINGS[clause];
  if (reading) {
    last.path = reading.at(-1)?.[1] ?? last.path;
    return reading;
  }
  const tokens = tokenize(clause);
  // Lists of paths, each with the methods in force (or CRUD).
  const lists: { methods: string[] | 'CRUD' | null; paths: { path: string; own?: string[] }[] }[] = [];
  let methods: string[] | 'CRUD' | null = null;
  let current = null as (typeof lists)[number] | null;
  let prev: Token | null = null;
  let collecting = false;
  const add = (p: string) => {
    if (!current) {
      current = { methods, paths: [] };
      lists.push(current);
    }
    current.paths.push({ path: p });
    last.path = p;
  };
  for (const tok of tokens) {
    if (tok.kind === 'method' || tok.kind === 'crud') {
      const next = tok.kind === 'crud' ? 'CRUD' : tok.methods;
      // `GET, PUT and DELETE`: one list of methods until a path or another word.
      methods = collecting && Array.isArray(methods) && Array.isArray(next) ? [...methods, ...next] : next;
      collecting = true;
      current = null;
    } else if (tok.kind === 'path') {
      let p = cleanPath(tok.path);
      const listLast = current?.paths.at(-1)?.path;
      const segs = segments(p);
      if (segs.length === 1 && isParam(segs[0]!) && last.path) {
        // `/x and /{id}`, `the same path with /{groupId}`
        p = `${last.path}/${segs[0]}`;
      } else if (
        segs.length === 1 &&
        listLast &&
        segments(listLast).length >= 2 &&
        methods !== 'CRUD' &&
        (prev?.kind === 'and' || prev?.kind === 'comma')
      ) {
        p = `/${[...segments(listLast).slice(0, -1), segs[0]].join('/')}`;
      }
      const optional = /^(.*)\[(\/\{\w+\})\]$/.exec(tok.path);
      if (optional) {
        add(cleanPath(optional[1]!));
        add(cleanPath(optional[1]! + optional[2]!));
      } else add(p);
    } else if (tok.kind === 'word') {
      const listLast = current?.paths.at(-1)?.path;
      if (prev?.kind === 'comma' && listLast && /^[a-z][\w-]*$/i.test(tok.word)) {
        add(`/${[...segments(listLast).slice(0, -1), tok.word].join('/')}`);
      } else if (prev?.kind === 'word' && prev.word === 'its' && listLast) {
        add(`${listLast}/${tok.word}`);
      } else if (tok.word !== 'its' && tok.word !== 'on') current = null;
    } else if (tok.kind === 'group') {
      const target = current?.paths.at(-1);
      if (tok.methods && target && prev?.kind === 'path') target.own = tok.methods;
      else {
        current = null;
        for (const [m, p] of readClause(tok.text, last)) {
          lists.push({ methods: [m], paths: [{ path: p }] });
        }
      }
    }
    if (tok.kind === 'path' || tok.kind === 'word' || tok.kind === 'group') collecting = false;
    if (tok.kind !== 'group' || prev?.kind !== 'path') prev = tok;
  }
  const calls: [string, string][] = [];
  for (const list of lists) {
    const paths = list.paths.map((x) => x.path);
    for (const { path: p, own } of list.paths) {
      const ms = own ?? list.methods ?? ['GET'];
      if (ms === 'CRUD') {
        calls.push(['GET', p], ['POST', p], ['PUT|PATCH', `${p}/{id}`], ['DELETE', `${p}/{id}`]);
        continue;
      }
      // A collection named with its item: POST to the collection, PUT/PATCH/DELETE to the item, GET to both.
      const isItem = paths.some((q) => q !== p && p.startsWith(`${q}/`) && isParam(segments(p).at(-1)!));
      const isCollection = paths.some(
        (q) => q !== p && q.startsWith(`${p}/`) && segments(q).length === segments(p).length + 1,
      );
      for (const m of ms) {
        if (isItem && m === 'POST') continue;
        if (isCollection && ['PUT', 'PATCH', 'DELETE'].includes(m)) continue;
        calls.push([m, p]);
      }
    }
  }
  return calls;
}

/** The lines of a section that hold calls: bullets and paragraphs, and the first cell of table rows. */
function callLines(section: string): { heading: string; text: string }[] {
  const out: { heading: string; text: string }[] = [];
  let heading = '';
  for (const raw of section.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('### ')) heading = line.slice(4);
    else if (line.startsWith('|')) {
      const cell = line.split('|')[1]?.trim() ?? '';
      if (/^-+$/.test(cell) || cell === 'Method and path') continue;
      out.push({ heading, text: cell });
    } else if (line && !line.startsWith('#')) out.push({ heading, text: line.replace(/^- /, '') });
  }
  return out;
}

/** Every call of one document's section 7, in order, duplicates removed. */
export function specCalls(markdown: string, doc: string): SpecCall[] {
  const calls: SpecCall[] = [];
  const last = { path: null as string | null };
  for (const { heading, text } of callLines(sectionSeven(markdown))) {
    if (/token endpoint/i.test(text)) continue; // the provider's, not the API's
    for (const clause of clausesOf(text)) {
      for (const [method, p] of readClause(clause, last)) {
        calls.push({ method, path: p, where: `${doc} ${heading}`.trim() });
      }
    }
  }
  return calls;
}

/** The comparable form of a call: parameters unnamed, `GET /survey/{}/{}`. */
export const callKey = (method: string, p: string) => `${method} ${p.replace(/\{[^}]+\}/g, '{}')}`;

/** All three documents' calls, each (method, path) once. */
export function readSpecCalls(specDir: string): SpecCall[] {
  const seen = new Set<string>();
  const out: SpecCall[] = [];
  for (const file of SPEC_DOCUMENTS) {
    const doc = file.slice(0, 1);
    for (const call of specCalls(readFileSync(path.join(specDir, file), 'utf8'), doc)) {
      const key = callKey(call.method, call.path);
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(call);
    }
  }
  return out;
}

export const SPEC_CALLS_FILE = 'docs/spec-calls.json';

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? '../shared/spec';
  const calls = readSpecCalls(dir);
  writeFileSync(SPEC_CALLS_FILE, `${JSON.stringify(calls, null, 2)}\n`);
  console.log(`${calls.length} calls from ${dir} → ${SPEC_CALLS_FILE}`);
}
