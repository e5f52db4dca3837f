/**
 * The calls the survey tests make on a test server (surveys, survey-reviewer): the main club's officer saves
 * and submits, a reviewer acts, and the survey mails a person was sent about a submission.
 */
import { and, eq, like } from 'drizzle-orm';
import { expect } from 'vitest';
import { notification } from '../../server/db/schema/index.ts';
import { MAIN_CLUB_KEY } from '../../server/db/seed/clubs.ts';
import { orgId } from '../../server/db/seed/geography.ts';
import type { TestServer } from './harness.ts';

export const CLUB = orgId.club(MAIN_CLUB_KEY);

/** The answer's JSON body, after checking its status (200 unless told). */
export async function json<T>(res: Response, status = 200): Promise<T> {
  const body = await res.text();
  expect(res.status, body).toBe(status);
  return (body ? JSON.parse(body) : null) as T;
}

export function surveyCalls(s: () => TestServer) {
  return {
    save: (id: string, surveyId: string, answers: Record<string, unknown>, as = 'officer') =>
      s().call(`/api/survey-submission/${id}`, {
        method: 'PUT',
        as,
        json: { surveyId, organizationId: CLUB, answers },
      }),
    submit: (id: string) =>
      s().call(`/api/survey-submission/${id}/submit`, { method: 'POST', as: 'officer' }),
    act: (id: string, body: Record<string, unknown>, as = 'assessor', headers?: Record<string, string>) =>
      s().call(`/api/survey-submission/${id}`, { method: 'PATCH', as, json: body, headers }),
    mailsTo: (person: string, submissionId: string) =>
      s()
        .database.db.select({ subject: notification.subject, body: notification.body })
        .from(notification)
        .where(
          and(
            eq(notification.recipientPersonId, person),
            like(notification.dedupeKey, `survey:${submissionId}:%`),
          ),
        ),
  };
}
