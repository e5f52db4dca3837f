import { describe, expect, it } from 'vitest';
import { csvChunks, csvRecord, splitCsvRecords } from '../../../domain/lib/csv-records.ts';

describe('splitCsvRecords', () => {
  it('cuts at line breaks outside quotes, keeps quoted line breaks, drops blank lines, a BOM and CRs', () => {
    const text = '\uFEFFa,b\r\n1,"two\nlines"\r\n\r\n3,"say ""hi"""\n';
    expect(splitCsvRecords(text)).toEqual({ header: 'a,b', records: ['1,"two\nlines"', '3,"say ""hi"""'] });
  });

  it('reads a file without a final line break, and one with only a header', () => {
    expect(splitCsvRecords('h\nx')).toEqual({ header: 'h', records: ['x'] });
    expect(splitCsvRecords('h')).toEqual({ header: 'h', records: [] });
  });
});

describe('csvChunks', () => {
  it('gives each chunk the header and at most `size` records, with its first record number', () => {
    const text = ['h', ...Array.from({ length: 250 }, (_, i) => `r${i}`)].join('\n');
    const chunks = csvChunks(text, 100);
    expect(chunks.map((c) => c.firstRecord)).toEqual([0, 100, 200]);
    expect(chunks[2]!.csv.split('\n')).toEqual(['h', ...Array.from({ length: 50 }, (_, i) => `r${200 + i}`)]);
  });
});

describe('csvRecord', () => {
  it('quotes what needs it and neutralises formula starts', () => {
    expect(csvRecord(['plain', 'a,b', 'say "hi"', '=1+1', 3])).toBe('plain,"a,b","say ""hi""",\'=1+1,3');
  });
});
