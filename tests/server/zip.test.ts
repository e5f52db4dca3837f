import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { uniqueNames, zip } from '../../server/lib/zip.ts';

/** Reads an archive back through its central directory, checking every CRC. */
function unzip(buf: Buffer): { name: string; data: Buffer; method: number }[] {
  const end = buf.length - 22;
  expect(buf.readUInt32LE(end)).toBe(0x06054b50);
  const count = buf.readUInt16LE(end + 10);
  let at = buf.readUInt32LE(end + 16);
  const out = [];
  for (let i = 0; i < count; i++) {
    expect(buf.readUInt32LE(at)).toBe(0x02014b50);
    const method = buf.readUInt16LE(at + 10);
    const crc = buf.readUInt32LE(at + 16);
    const size = buf.readUInt32LE(at + 20);
    const nameLength = buf.readUInt16LE(at + 28);
    const local = buf.readUInt32LE(at + 42);
    const name = buf.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    expect(buf.readUInt32LE(local)).toBe(0x04034b50);
    const start = local + 30 + buf.readUInt16LE(local + 26);
    const body = buf.subarray(start, start + size);
    const data = method === 8 ? inflateRawSync(body) : Buffer.from(body);
    expect(crc32(data)).toBe(crc);
    out.push({ name, data, method });
    at += 46 + nameLength;
  }
  return out;
}

describe('zip', () => {
  const text = Buffer.from('Tuairisc an réiteora\n'.repeat(200));
  const random = Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 7919) % 251));

  it('round-trips files, deflating only what gets smaller, with UTF-8 names', () => {
    const files = unzip(
      zip([
        { name: 'tuairisc-réiteora.txt', data: text },
        { name: 'scan.png', data: random },
        { name: 'empty.pdf', data: new Uint8Array() },
      ]),
    );
    expect(files.map((f) => f.name)).toEqual(['tuairisc-réiteora.txt', 'scan.png', 'empty.pdf']);
    expect(files[0]!.data.equals(text)).toBe(true);
    expect(files[0]!.method).toBe(8);
    expect(files[1]!.data.equals(random)).toBe(true);
    expect(files[2]!.data.length).toBe(0);
  });

  it('passes the system unzip test where one is installed', () => {
    if (!existsSync('/usr/bin/unzip')) return;
    const dir = mkdtempSync(path.join(tmpdir(), 'zip-'));
    const file = path.join(dir, 'a.zip');
    writeFileSync(
      file,
      zip([
        { name: 'a.txt', data: text },
        { name: 'b.bin', data: random },
      ]),
    );
    expect(execFileSync('/usr/bin/unzip', ['-t', file]).toString()).toContain('No errors detected');
  });

  it('makes names unique and keeps them out of folders', () => {
    expect(uniqueNames(['a.pdf', 'A.pdf', 'a.pdf', 'x/y.png', ''])).toEqual([
      'a.pdf',
      'A (2).pdf',
      'a (3).pdf',
      'x_y.png',
      'file',
    ]);
  });
});
