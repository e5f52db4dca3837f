/**
 * The support desk's case (seed 3 §3 "Case fields"): super admins record whether the case is closed and
 * its learnings, further support, statutory referral, sanctions and appeal, each with details; a resolution
 * closes the query and the submitter is told once, in the language they wrote in; "ongoing" reopens it.
 */
import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEW_CASE, type SupportCaseInput } from '../../domain/support/case.ts';
import { notification, supportQuery } from '../../server/db/schema/index.ts';
import { DEMO_SUPPORT_QUERY_ID } from '../../server/db/seed/support.ts';
import { startTestServer, type TestServer } from './harness.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const put = (c: unknown, opts: { as?: string; lang?: string; key?: string } = {}) =>
  s.call(`/api/support-query/${DEMO_SUPPORT_QUERY_ID}/case`, {
    method: 'PUT',
    as: opts.as ?? 'super-admin',
    json: c,
    headers: {
      ...(opts.lang ? { 'Accept-Language': opts.lang } : {}),
      ...(opts.key ? { 'Idempotency-Key': opts.key } : {}),
    },
  });
const closedMails = async () =>
  (
    await s.database.db
      .select({ n: count() })
      .from(notification)
      .where(like(notification.dedupeKey, `support:${DEMO_SUPPORT_QUERY_ID}:closed`))
  )[0]!.n;
const statusNow = async () =>
  (
    await s.database.db
      .select({ status: supportQuery.status, caseDetails: supportQuery.caseDetails })
      .from(supportQuery)
      .where(eq(supportQuery.id, DEMO_SUPPORT_QUERY_ID))
  )[0]!;

describe('the desk records a case', () => {
  it('asks for the details of every "yes" and the learnings of a resolution, in English and Irish', async () => {
    const r = await put({
      ...NEW_CASE,
      statutoryReferral: true,
      appeal: true,
      isCaseClosed: 'FORMAL_RESOLUTION',
    });
    expect(r.status).toBe(400);
    const body = (await r.json()) as { errors: { field: string; code: string }[] };
    expect(body.errors.map((e) => [e.field, e.code]).sort()).toEqual([
      ['appealDetails', 'validation.support.caseDetails'],
      ['learnings', 'validation.support.caseClosedLearnings'],
      ['statutoryReferralDetails', 'validation.support.caseDetails'],
    ]);
    const ga = (await (await put({ ...NEW_CASE, sanctions: true }, { lang: 'ga' })).json()) as {
      errors: { message: string }[];
    };
    expect(ga.errors[0]!.message).not.toBe('Give the details when the answer is yes');
    expect(ga.errors[0]!.message.length).toBeGreaterThan(5);
    expect((await put({ ...NEW_CASE, isCaseClosed: 'MAYBE' })).status).toBe(400);
    expect(await closedMails()).toBe(0);
  });

  it('an open case puts the query in progress; a resolution closes it and tells the submitter once', async () => {
    const open = await put({
      ...NEW_CASE,
      isCaseClosed: 'ONGOING',
      furtherSupportRequest: true,
      furtherSupportRequestDetails: 'Called the club secretary',
    });
    expect(open.status).toBe(200);
    expect((await statusNow()).status).toBe('IN_PROGRESS');
    const resolved: SupportCaseInput = {
      ...NEW_CASE,
      isCaseClosed: 'INFORMAL_RESOLUTION',
      learnings: 'The renewal was paid twice; the club refunded one.',
    };
    const key = crypto.randomUUID();
    expect((await put(resolved, { key })).status).toBe(200);
    const replay = await put(resolved, { key });
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    const after = await statusNow();
    expect(after.status).toBe('CLOSED');
    expect(after.caseDetails).toMatchObject({
      isCaseClosed: 'INFORMAL_RESOLUTION',
      recordedBy: expect.any(String),
    });
    expect(await closedMails()).toBe(1);
    // Saving the closed case again (a correction) sends nothing more.
    expect((await put({ ...resolved, learnings: 'Paid twice.' })).status).toBe(200);
    expect(await closedMails()).toBe(1);
    const [mail] = await s.database.db
      .select()
      .from(notification)
      .where(and(like(notification.dedupeKey, `support:${DEMO_SUPPORT_QUERY_ID}:closed`)));
    expect(mail!.subject).toContain('PAIRC-');
    // The submitter reads the outcome on their query.
    const mine = (await (
      await s.call(`/api/support-query/${DEMO_SUPPORT_QUERY_ID}`, { as: 'member' })
    ).json()) as {
      status: string;
    };
    expect(mine.status).toBe('CLOSED');
  });

  it('refuses an unknown query with 404 and the submitter with 403', async () => {
    const r = await s.call('/api/support-query/no-such-query/case', {
      method: 'PUT',
      as: 'super-admin',
      json: NEW_CASE,
    });
    expect(r.status).toBe(404);
    expect((await put(NEW_CASE, { as: 'member' })).status).toBe(403);
  });
});
