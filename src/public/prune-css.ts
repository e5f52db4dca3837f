/**
 * Drops from a server-rendered page's CSS what nothing on the page can use: Chakra's theme defines every
 * token as a custom property (some 500, light and dark) and every keyframes animation, and a page uses a
 * fraction. Applying them all is most of a document's style work on a slow phone (docs/benchmarks.md, issue
 * 20). A custom property is kept when any rule outside the declarations, the page's HTML (inline styles), or
 * a kept property's value refers to it — followed to a fixed point, so semantic tokens keep the base tokens
 * they point at. Keyframes are kept when their name appears anywhere else.
 */
const DECLARATION = /(--[\w\\./-]+)\s*:([^;{}]*)(;|(?=\}))/g;
const REFERENCE = /var\(\s*(--[\w\\./-]+)/g;
const KEYFRAMES = /@keyframes\s+([\w-]+)\s*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g;

const referencesIn = (text: string) => [...text.matchAll(REFERENCE)].map((m) => m[1]!);

export function pruneCss(css: string, html: string): string {
  const values = new Map<string, string[]>();
  for (const m of css.matchAll(DECLARATION)) {
    const list = values.get(m[1]!) ?? [];
    list.push(m[2]!);
    values.set(m[1]!, list);
  }
  const rest = css.replace(DECLARATION, '');
  const used = new Set([...referencesIn(rest), ...referencesIn(html)]);
  const frontier = [...used];
  while (frontier.length > 0) {
    for (const value of values.get(frontier.pop()!) ?? []) {
      for (const name of referencesIn(value)) {
        if (used.has(name)) continue;
        used.add(name);
        frontier.push(name);
      }
    }
  }
  const kept = css.replace(DECLARATION, (all, name: string) => (used.has(name) ? all : ''));
  const withoutFrames = kept.replace(KEYFRAMES, '');
  return kept.replace(KEYFRAMES, (all, name: string) =>
    new RegExp(`(^|[\\s:,])${name}([\\s;,}]|$)`).test(withoutFrames) ? all : '',
  );
}
