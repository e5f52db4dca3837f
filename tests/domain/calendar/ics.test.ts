import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, utcStamp, writeCalendar } from '../../../domain/calendar/ics.ts';

const octets = (s: string) => new TextEncoder().encode(s).length;

/** Unfolds (RFC 5545 §3.1) and splits content lines. */
const unfold = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

describe('ics writer', () => {
  it('escapes backslash, semicolon, comma and newlines in TEXT', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds at 75 octets with CRLF and one space, never inside a UTF-8 sequence', () => {
    const line = `SUMMARY:${'Ó'.repeat(100)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const p of parts) expect(octets(p)).toBeLessThanOrEqual(75);
    for (const p of parts.slice(1)) expect(p.startsWith(' ')).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(folded).not.toContain('\uFFFD');
    expect(foldLine('SHORT:x')).toBe('SHORT:x');
  });

  it('writes UTC instants', () => {
    expect(utcStamp(new Date('2026-11-27T19:30:00.000Z'))).toBe('20261127T193000Z');
  });

  it('writes a calendar with CRLF line endings, one VEVENT per event, cancelled ones marked', () => {
    const ics = writeCalendar('Seán, Páirc', [
      {
        uid: 'event-1@pairc',
        start: new Date('2026-11-27T19:30:00Z'),
        end: new Date('2026-11-27T21:00:00Z'),
        summary: 'Training; bring boots, please',
        description: 'Line one\nLine two',
        location: 'Páirc Naomh Pádraig',
        categories: ['training'],
        updated: new Date('2026-11-20T10:00:00Z'),
        sequence: 3,
      },
      {
        uid: 'fixture-2@pairc',
        start: new Date('2026-12-01T14:00:00Z'),
        end: new Date('2026-12-01T15:30:00Z'),
        summary: 'Naomh Pádraig v Gleann',
        cancelled: true,
        updated: new Date('2026-11-20T10:00:00Z'),
      },
    ]);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = unfold(ics);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('X-WR-CALNAME:Seán\\, Páirc');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines).toContain('DTSTART:20261127T193000Z');
    expect(lines).toContain('DTEND:20261127T210000Z');
    expect(lines).toContain('SUMMARY:Training\\; bring boots\\, please');
    expect(lines).toContain('DESCRIPTION:Line one\\nLine two');
    expect(lines).toContain('SEQUENCE:3');
    expect(lines).toContain('STATUS:CANCELLED');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
    for (const l of ics.split('\r\n')) expect(octets(l)).toBeLessThanOrEqual(75);
  });
});
