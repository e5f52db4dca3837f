/** keepServerDocument: an online call's answer stored under the pull's rule (queued changes stay on top). */
import { beforeEach, describe, expect, it } from 'vitest';
import type { EventDoc } from '../../../domain/event/event';
import { runAction } from '../../../src/offline/actions';
import { db } from '../../../src/offline/db';
import { keepServerDocument } from '../../../src/offline/server-answer';
import { markAttendance } from '../../../src/features/event/attendance.action';

const event = (version: number, status: EventDoc['status'] = 'ACTIVE'): EventDoc => ({
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
  status,
  cancelReason: null,
  canManage: true,
  recipients: [
    {
      id: 'r-p1',
      personId: 'p1',
      givenName: 'Niamh',
      familyName: 'Ní Cheallaigh',
      response: 'AWAITING_ACTION',
      attendance: null,
    },
  ],
});

beforeEach(async () => {
  await Promise.all([db.events.clear(), db.outbox.clear(), db.conflicts.clear(), db.meta.clear()]);
});

describe('keepServerDocument', () => {
  it('stores a document the device did not hold', async () => {
    await keepServerDocument('events', 'e1', event(3));
    expect(await db.events.get('e1')).toEqual(event(3));
  });

  it('replaces the copy with the answer when nothing is queued', async () => {
    await db.events.put(event(1));
    await keepServerDocument('events', 'e1', event(2, 'CANCELLED'));
    expect((await db.events.get('e1'))?.status).toBe('CANCELLED');
  });

  it('keeps a queued change on top of the answer', async () => {
    await db.events.put(event(1));
    await runAction(markAttendance, 'e1', { personId: 'p1', attendance: 'ATTENDED' });
    await keepServerDocument('events', 'e1', event(2, 'CANCELLED'));
    const local = (await db.events.get('e1'))!;
    expect(local.status).toBe('CANCELLED');
    expect(local.recipients[0]?.attendance).toBe('ATTENDED');
    expect(local._pending).toBe(1);
  });

  it('null deletes the copy, unless changes to it are still queued', async () => {
    await db.events.put(event(1));
    await keepServerDocument('events', 'e1', null);
    expect(await db.events.get('e1')).toBeUndefined();
    await db.events.put(event(1));
    await runAction(markAttendance, 'e1', { personId: 'p1', attendance: 'ABSENT' });
    await keepServerDocument('events', 'e1', null);
    expect(await db.events.get('e1')).toBeDefined();
  });
});
