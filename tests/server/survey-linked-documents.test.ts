/**
 * Linked documents (issue 54 item 7; seed 3 §5 "Linked documents: one document per associated year"): the
 * energy grant's annual bills are uploaded with the year each stands for; an answer with two bills of one
 * year is refused with 409 and the spec's message, in English and in Irish; a bill without its year, 400.
 */
import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SURVEY_ERRORS } from '../../domain/survey/messages.ts';
import { surveyDefinitionId } from '../../server/db/seed/survey-definitions.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { CLUB, json, surveyCalls } from './survey-calls.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const ENERGY = surveyDefinitionId('ENERGY_GRANT');
const PDF = new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n');
const { save } = surveyCalls(() => s);
/** The club's energy grant draft (one open submission of a kind per club). */
const id = uuidv7();

async function upload(year?: string) {
  const body = new FormData();
  body.append('file', new Blob([PDF], { type: 'application/pdf' }), `bill-${year ?? 'none'}.pdf`);
  if (year !== undefined) body.append('associatedYear', year);
  return s.call(`/api/survey-file/organization/${CLUB}`, { method: 'POST', as: 'officer', body });
}
const answers = (bills: string[]) => ({
  projectTitle: 'LED floodlights',
  measures: ['LED'],
  description: 'New LED floodlights on the main pitch',
  totalCost: 40_000,
  amountApplied: 30_000,
  energyBills: bills,
});

describe('linked documents: one document per associated year', () => {
  it('stores each document’s year, takes one per year, refuses a second of a year with 409 in English and Irish', async () => {
    const y2025 = await json<{ id: string; associatedYear: number }>(await upload('2025'), 201);
    expect(y2025.associatedYear).toBe(2025);
    const y2024 = await json<{ id: string }>(await upload('2024'), 201);
    const again2025 = await json<{ id: string }>(await upload('2025'), 201);
    expect((await upload('25')).status).toBe(400);
    expect((await upload('1800')).status).toBe(400);

    await json(await save(id, ENERGY, answers([y2025.id, y2024.id])));

    const refused = await json<{ message: string; errors: { field: string; code: string }[] }>(
      await save(id, ENERGY, answers([y2025.id, y2024.id, again2025.id])),
      409,
    );
    expect(refused.message).toBe(
      'Only one document per associated year: a document for 2025 is already linked',
    );
    expect(refused.errors).toMatchObject([
      { field: 'answers.energyBills', code: SURVEY_ERRORS.duplicateYear.id },
    ]);

    const irish = await s.call(`/api/survey-submission/${id}`, {
      method: 'PUT',
      as: 'officer',
      headers: { 'accept-language': 'ga' },
      json: { surveyId: ENERGY, organizationId: CLUB, answers: answers([again2025.id, y2025.id]) },
    });
    expect(irish.status).toBe(409);
    const ga = (await irish.json()) as { message: string };
    expect(ga.message).toContain('2025');
    expect(ga.message).not.toBe(refused.message);

    // The draft kept its two documents of two years.
    const kept = await json<{ answers: Record<string, unknown> }>(
      await s.call(`/api/survey-submission/${id}`, { as: 'officer' }),
    );
    expect(kept.answers.energyBills).toEqual([y2025.id, y2024.id]);
  });

  it('refuses a linked document uploaded without its year (400)', async () => {
    const none = await json<{ id: string; associatedYear: number | null }>(await upload(), 201);
    expect(none.associatedYear).toBeNull();
    const res = await json<{ errors: { field: string; code: string }[] }>(
      await save(id, ENERGY, answers([none.id])),
      400,
    );
    expect(res.errors).toMatchObject([{ field: 'answers.energyBills', code: SURVEY_ERRORS.yearRequired.id }]);
  });
});
