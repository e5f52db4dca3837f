/**
 * The real type of an uploaded file, from its first bytes (magic numbers), so an upload route does not trust
 * the type the client declared: an HTML or SVG page declared `image/png`, or "a PDF" that is really HTML, is
 * recognised as none of these types. Only the types some upload route accepts are known; anything else is
 * `undefined`.
 */
export type SniffedType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' | 'application/pdf';

const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

/** Each type's signature: byte values at offsets from the start of the file. */
const SIGNATURES: readonly [SniffedType, readonly [offset: number, bytes: readonly number[]][]][] = [
  ['image/png', [[0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]]]],
  ['image/jpeg', [[0, [0xff, 0xd8, 0xff]]]],
  ['image/gif', [[0, ascii('GIF8')]]],
  [
    'image/webp',
    [
      [0, ascii('RIFF')],
      [8, ascii('WEBP')],
    ],
  ],
  // At offset 0 only: readers that accept a header further in would also accept an HTML page ending in one.
  ['application/pdf', [[0, ascii('%PDF-')]]],
];

/** The longest prefix any signature looks at. */
export const SNIFF_BYTES = 16;

export function sniffType(head: Uint8Array): SniffedType | undefined {
  const found = SIGNATURES.find(([, parts]) =>
    parts.every(([offset, bytes]) => bytes.every((b, i) => head[offset + i] === b)),
  );
  return found?.[0];
}

/** The real type of an uploaded file, reading only its first bytes. */
export async function sniffFile(file: Blob): Promise<SniffedType | undefined> {
  return sniffType(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
}
