/** GET /api/assets/message-categories (issue 53 item 6): every event category, labelled in English and Irish. */
import * as v from 'valibot';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { EVENT_CATEGORIES } from '../../domain/enums.ts';
import { messageCategoryApi } from '../../domain/event/message-category.contract.ts';
import { callContract, startTestServer, type TestServer } from './harness.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

it('answers every category, signed out, with its English and Irish label, cacheable', async () => {
  const res = await s.call('/api/assets/message-categories');
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toContain('max-age=3600');
  const body = v.parse(messageCategoryApi.categories.response, await res.json());
  expect(body.map((c) => c.code)).toEqual([...EVENT_CATEGORIES]);
  const training = body.find((c) => c.code === 'training')!;
  expect(training.label).toEqual({ en: 'Training', ga: 'Traenáil' });
  // Every label is in Irish but "Blitz", which Irish borrows.
  expect(body.filter((c) => c.label.ga === c.label.en).map((c) => c.code)).toEqual(['blitz']);
  const typed = await callContract(s, messageCategoryApi.categories, {}, undefined);
  expect(typed.status).toBe(200);
});
