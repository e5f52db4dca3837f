import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  EventForm,
  EventInput,
  formatEventDateTime,
  isInPast,
  parseEventDateTime,
  setAttendance,
  setResponse,
  type EventDoc,
} from '../../../domain/event/event.ts';
import { TEAM_MESSAGES as TM } from '../../../domain/team/messages.ts';

const base = {
  toGroupId: 'g1',
  category: 'training',
  subject: 'Training',
  message: 'Bring boots.',
  startDate: '2026-11-22T19:30:00.000Z',
  duration: 60,
  requestResponse: true,
  viewOtherRecipientsNames: false,
  commsConsentAdditionalClub: false,
  sendNotificationReminder: true,
};
const issues = (schema: v.GenericSchema, value: unknown) =>
  v.safeParse(schema, value).issues?.map((i) => `${v.getDotPath(i)}:${i.message}`) ?? [];

describe('EventInput limits (boundary and one past it)', () => {
  it('subject up to 255, message up to 1000', () => {
    expect(issues(EventInput, { ...base, subject: 's'.repeat(255), message: 'm'.repeat(1000) })).toEqual([]);
    expect(issues(EventInput, { ...base, subject: 's'.repeat(256) })).toEqual([
      `subject:${TM.eventSubjectMax.id}`,
    ]);
    expect(issues(EventInput, { ...base, message: 'm'.repeat(1001) })).toEqual([
      `message:${TM.eventMessageMax.id}`,
    ]);
  });

  it('duration 15 to 300 minutes', () => {
    for (const ok of [15, 300]) expect(issues(EventInput, { ...base, duration: ok })).toEqual([]);
    for (const bad of [14, 301]) {
      expect(issues(EventInput, { ...base, duration: bad })).toEqual([`duration:${TM.eventDuration.id}`]);
    }
  });

  it('requires the group, subject and message', () => {
    expect(issues(EventInput, { ...base, toGroupId: '' })).toEqual(['toGroupId:validation.required']);
    expect(issues(EventInput, { ...base, subject: '  ' })).toEqual(['subject:validation.required']);
  });
});

describe('the form date and time, dd/mm/yyyy hh:mm in Dublin', () => {
  it('parses winter and summer time to the right instant and refuses impossible dates', () => {
    expect(parseEventDateTime('22/11/2026 19:30')).toBe('2026-11-22T19:30:00.000Z');
    expect(parseEventDateTime('01/07/2026 19:30')).toBe('2026-07-01T18:30:00.000Z');
    expect(parseEventDateTime('31/02/2026 10:00')).toBeNull();
    expect(parseEventDateTime('2026-11-22 19:30')).toBeNull();
    expect(parseEventDateTime('22/11/2026 24:00')).toBeNull();
    expect(formatEventDateTime('2026-07-01T18:30:00.000Z')).toBe('01/07/2026 19:30');
  });

  it('turns the form into the wire input, with the format message when wrong', () => {
    const out = v.parse(EventForm, { ...base, startDate: '22/11/2026 19:30' });
    expect(v.safeParse(EventInput, out).success).toBe(true);
    expect(issues(EventForm, { ...base, startDate: '22/11/26 19:30' })).toEqual([
      `startDate:${TM.eventDateTime.id}`,
    ]);
  });

  it('warns (does not refuse) for an event in the past', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(isInPast('2026-11-22T11:59:00Z', now)).toBe(true);
    expect(isInPast('2026-11-22T12:01:00Z', now)).toBe(false);
  });
});

describe('the conflict rule: attendance and response are separate fields', () => {
  const doc = {
    recipients: [
      {
        id: 'r1',
        personId: 'p1',
        givenName: 'Seán',
        familyName: 'Ó Murchú',
        response: 'AWAITING_ACTION',
        attendance: null,
      },
      {
        id: 'r2',
        personId: 'p2',
        givenName: 'Aoife',
        familyName: 'Ní Bhriain',
        response: 'AWAITING_ACTION',
        attendance: null,
      },
    ],
  } as unknown as EventDoc;

  it('commute: the mark and the answer both survive in either order', () => {
    const a = setResponse(setAttendance(doc, { personId: 'p1', attendance: 'ATTENDED' }), {
      personId: 'p1',
      response: 'GOING',
    });
    const b = setAttendance(setResponse(doc, { personId: 'p1', response: 'GOING' }), {
      personId: 'p1',
      attendance: 'ATTENDED',
    });
    expect(a).toEqual(b);
    expect(a.recipients[0]).toMatchObject({ response: 'GOING', attendance: 'ATTENDED' });
    expect(a.recipients[1]).toEqual(doc.recipients[1]);
  });

  it('the same field: the later write wins', () => {
    const twice = setAttendance(setAttendance(doc, { personId: 'p2', attendance: 'ATTENDED' }), {
      personId: 'p2',
      attendance: 'ABSENT',
    });
    expect(twice.recipients[1]!.attendance).toBe('ABSENT');
  });
});
