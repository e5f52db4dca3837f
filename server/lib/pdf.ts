/**
 * A4 PDFs drawn with pdfkit in DejaVu Sans, embedded (server/assets/fonts, Bitstream Vera licence beside it),
 * so names with fadas and other letters print as typed. One font for all text: headings differ by size only.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';

export const FONT_PATH = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../assets/fonts/DejaVuSans.ttf',
);

/** An A4 PDF titled `title`, and the bytes it will hold once `doc.end()` is called. */
export function a4Pdf(title: string) {
  const doc = new PDFDocument({ size: 'A4', margin: 40, font: FONT_PATH, info: { Title: title } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  return { doc, done };
}
