import { beforeEach, describe, expect, it } from 'vitest';
import type { EventDoc } from '../../../domain/event/event';
import { setAttendance, setResponse } from '../../../domain/event/event';
import type { Mutation, PushResult } from '../../../domain/sync/protocol';
import { runAction } from '../../../src/offline/actions';
import { db } from '../../../src/offline/db';
import { flushOutbox, storeServerDocument, type FlushDeps } from '../../../src/offline/flush';
import { markAttendance } from '../../../src/features/event/attendance.action';

const recipient = (personId: string) => ({
  id: `r-${personId}`,
  personId,
  givenName: 'Niamh',
  familyName: 'Ní Cheallaigh',
  response: 'AWAITING_ACTION' as const,
  attendance: null,
});
const event = (version: number, recipients = ['p1', 'p2', 'p3'].map(recipient)): EventDoc => ({
  id: 'e1',
  version,
  updatedAt: `2026-11-22T10:00:0${version}.000Z`,
  toGroupId: 'g1',
  groupName: 'Naomh Pádraig',
  organizationId: 'club',
  category: 'training',
  subject: 'Training',
  message: 'Bring boots.',
  startDate: '2026-11-22T19:30:00.000Z',
  duration: 90,
  place: null,
  requestResponse: true,
  viewOtherRecipientsNames: false,
  commsConsentAdditionalClub: false,
  sendNotificationReminder: true,
  status: 'ACTIVE',
  cancelReason: null,
  canManage: true,
  recipients,
});

beforeEach(async () => {
  await Promise.all([db.events.clear(), db.outbox.clear(), db.conflicts.clear(), db.meta.clear()]);
  await db.events.put(event(1));
});

describe('attendance on the device', () => {
  it('queues one entry per mark and keeps a member’s answer pulled meanwhile under the queued marks', async () => {
    for (const p of ['p1', 'p2', 'p3']) {
      expect((await runAction(markAttendance, 'e1', { personId: p, attendance: 'ATTENDED' })).ok).toBe(true);
    }
    expect(await db.outbox.count()).toBe(3);
    // A pull brings the server's newer version: p1 answered "going" on their phone.
    const server = setResponse(event(2), { personId: 'p1', response: 'GOING' });
    await db.transaction('rw', [db.events, db.outbox], () =>
      storeServerDocument({ collection: 'events', entityId: 'e1' }, server),
    );
    const local = (await db.events.get('e1'))!;
    expect(local._pending).toBe(3);
    expect(local.recipients.map((r) => [r.response, r.attendance])).toEqual([
      ['GOING', 'ATTENDED'],
      ['AWAITING_ACTION', 'ATTENDED'],
      ['AWAITING_ACTION', 'ATTENDED'],
    ]);
  });

  it('sends each mark once; the acknowledged document replaces the local one', async () => {
    await runAction(markAttendance, 'e1', { personId: 'p2', attendance: 'ABSENT' });
    const pushed: Mutation[] = [];
    let doc = setResponse(event(2), { personId: 'p1', response: 'GOING' });
    const deps: FlushDeps = {
      getToken: async () => 't',
      refresh: async () => 't',
      fetch: (async (_url: string, init?: RequestInit) => {
        const { mutations } = JSON.parse(init!.body as string) as { mutations: Mutation[] };
        pushed.push(...mutations);
        const results: PushResult[] = mutations.map((m) => {
          doc = { ...setAttendance(doc, m.payload as never), version: doc.version + 1 };
          return { id: m.id, status: 'applied', document: doc };
        });
        return Response.json({ protocol: 1, results });
      }) as typeof fetch,
    };
    const outcome = await flushOutbox(deps);
    expect(outcome).toMatchObject({ applied: 1, conflicts: 0, rejected: 0 });
    expect(await flushOutbox(deps)).toMatchObject({ applied: 0 });
    expect(pushed).toHaveLength(1);
    const local = (await db.events.get('e1'))!;
    expect(local._pending).toBeUndefined();
    expect(local.recipients[0]!.response).toBe('GOING');
    expect(local.recipients[1]!.attendance).toBe('ABSENT');
  });
});
