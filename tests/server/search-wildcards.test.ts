/**
 * Issue #30 (informational): a search is text to find, not a LIKE pattern. The draw's ticket search did
 * not escape `%` and `_`, so searching for `%` listed every sold ticket; every search now builds its
 * pattern through one helper (containsPattern in server/http/list.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ticket } from '../../domain/draw/draw.ts';
import { DEMO_DRAW_ID, DEMO_PAPER_START } from '../../server/db/seed/draws.ts';
import { orgId } from '../../server/db/seed/geography.ts';
import { seedId } from '../../server/db/seed/random.ts';
import { containsPattern, escapeLike } from '../../server/http/list.ts';
import { startTestServer, type TestServer } from './harness.ts';

let s: TestServer;
let base: string;
const NAMES = ['Ann_Marie Ní Bhriain', '100% Gaeilge Club', 'Back\\slash Ó Sé'];
beforeAll(async () => {
  s = await startTestServer();
  base = `/api/draw/${DEMO_DRAW_ID}/organization/${orgId.club('naomh-padraig')}`;
  for (const [i, name] of NAMES.entries()) {
    const res = await s.call(`/api/draw/ticket/${seedId('draw-ticket', DEMO_PAPER_START + 70 + i)}/sale`, {
      method: 'POST',
      as: 'officer',
      json: { name, address: 'Kilbride', phone: '+353871234567', date: '2026-11-20' },
    });
    expect(res.status).toBe(200);
  }
});
afterAll(() => s.close());

async function search(text: string): Promise<(string | null)[]> {
  const q = new URLSearchParams({ search: text, size: '1000' });
  const res = await s.call(`${base}/ticket?${q}`, { as: 'officer' });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { _embedded: { tickets: Ticket[] } };
  return body._embedded.tickets.map((t) => t.name);
}

describe('the draw ticket search', () => {
  it('finds `%`, `_` and `\\` literally, not as wildcards', async () => {
    expect(await search('%')).toEqual(['100% Gaeilge Club']);
    expect(await search('_')).toEqual(['Ann_Marie Ní Bhriain']);
    expect(await search('\\')).toEqual(['Back\\slash Ó Sé']);
    expect(await search('n_M')).toEqual(['Ann_Marie Ní Bhriain']);
    expect(await search('A_n')).toEqual([]);
  });

  it('still finds part of a name, whatever its case', async () => {
    const names = await search('bhriain');
    expect(names).toContain('Ann_Marie Ní Bhriain');
    expect(names).toContain('Aoife Ní Bhriain');
  });
});

describe('containsPattern', () => {
  it('escapes the wildcards and the escape character', () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
    expect(containsPattern('Seán')).toBe('%Seán%');
    expect(containsPattern('%')).toBe('%\\%%');
  });
});
