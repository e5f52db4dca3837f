/**
 * An iCalendar (RFC 5545) writer for the personal subscription feed: one VCALENDAR of VEVENTs whose times
 * are UTC instants (`…Z`), so no VTIMEZONE is needed and the phone shows them in its own zone (Dublin for
 * our users; X-WR-TIMEZONE says so to clients that show a calendar zone).
 *
 * Invariants: every line ends CRLF (§3.1); a content line longer than 75 octets is folded (CRLF + one
 * space) without splitting a UTF-8 sequence, so "Ó Briain" survives; TEXT values escape backslash,
 * semicolon, comma and newlines (§3.3.11).
 */

export interface IcsEvent {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  location?: string;
  categories?: readonly string[];
  cancelled?: boolean;
  /** Last change: DTSTAMP and LAST-MODIFIED. */
  updated: Date;
  /** Bumped on each change (the document's version). */
  sequence?: number;
}

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** TEXT escaping (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .split('')
    .filter(allowed)
    .join('');
}

/** Control characters other than tab are not allowed in a content line (RFC 5545 §3.1). */
function allowed(ch: string): boolean {
  const code = ch.charCodeAt(0);
  return code === 9 || (code >= 32 && code !== 127);
}

const octets = (s: string) => new TextEncoder().encode(s).length;

/** One content line, folded at 75 octets (RFC 5545 §3.1); continuation lines begin with one space. */
export function foldLine(line: string): string {
  if (octets(line) <= MAX_OCTETS) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const ch of line) {
    const n = octets(ch);
    // The first line holds 75 octets; each continuation holds the leading space and 74 more.
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (size + n > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += ch;
    size += n;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** An instant as a UTC DATE-TIME: 20261127T193000Z. */
export function utcStamp(d: Date): string {
  return d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function eventLines(e: IcsEvent): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${escapeText(e.uid)}`,
    `DTSTAMP:${utcStamp(e.updated)}`,
    `LAST-MODIFIED:${utcStamp(e.updated)}`,
    `SEQUENCE:${e.sequence ?? 0}`,
    `DTSTART:${utcStamp(e.start)}`,
    `DTEND:${utcStamp(e.end)}`,
    `SUMMARY:${escapeText(e.summary)}`,
  ];
  if (e.location) lines.push(`LOCATION:${escapeText(e.location)}`);
  if (e.description) lines.push(`DESCRIPTION:${escapeText(e.description)}`);
  if (e.categories?.length) lines.push(`CATEGORIES:${e.categories.map(escapeText).join(',')}`);
  lines.push(`STATUS:${e.cancelled ? 'CANCELLED' : 'CONFIRMED'}`, 'END:VEVENT');
  return lines;
}

/** The whole feed: a VCALENDAR named `name`, events in the given order. */
export function writeCalendar(name: string, events: readonly IcsEvent[]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Pairc//Calendar feed//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    'X-WR-TIMEZONE:Europe/Dublin',
    ...events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
