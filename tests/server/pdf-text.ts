/**
 * Text of a pdfkit PDF, for tests on a machine without poppler (no pdftoppm or pdftotext): inflates every
 * stream, reads the embedded font's ToUnicode CMap (pdfkit writes `bfrange` arrays), and decodes the hex
 * glyph strings of the `TJ` operators in the page content streams. Good for one embedded font.
 */
import { inflateSync } from 'node:zlib';

function streams(pdf: Buffer): string[] {
  const out: string[] = [];
  let at = 0;
  for (;;) {
    const start = pdf.indexOf('stream\n', at);
    if (start < 0) break;
    const end = pdf.indexOf('\nendstream', start);
    const raw = pdf.subarray(start + 7, end);
    const dict = pdf.subarray(Math.max(0, start - 300), start).toString('latin1');
    try {
      out.push(/FlateDecode/.test(dict) ? inflateSync(raw).toString('latin1') : raw.toString('latin1'));
    } catch {
      out.push('');
    }
    at = end + 10;
  }
  return out;
}

export function pdfPageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
}

export function pdfText(pdf: Buffer): string {
  const all = streams(pdf);
  const map = new Map<number, string>();
  for (const s of all.filter((x) => x.includes('beginbfrange'))) {
    for (const m of s.matchAll(/<([0-9a-f]+)> <([0-9a-f]+)> \[([^\]]*)\]/gi)) {
      let code = parseInt(m[1]!, 16);
      for (const entry of m[3]!.matchAll(/<([0-9a-f ]+)>/gi)) {
        const units = entry[1]!.split(' ').map((h) => parseInt(h, 16));
        map.set(code++, String.fromCharCode(...units));
      }
    }
  }
  const lines: string[] = [];
  for (const s of all.filter((x) => x.includes('TJ'))) {
    for (const m of s.matchAll(/\[([^\]]*)\] TJ/g)) {
      let line = '';
      for (const part of m[1]!.matchAll(/<([0-9a-f]*)>|(-?\d+(?:\.\d+)?)/gi)) {
        if (part[1] !== undefined) {
          for (let i = 0; i < part[1].length; i += 4)
            line += map.get(parseInt(part[1].slice(i, i + 4), 16)) ?? '?';
        } else if (Number(part[2]) < -200) line += ' ';
      }
      lines.push(line);
    }
  }
  return lines.join('\n');
}
