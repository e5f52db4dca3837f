import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  INBOX_PAGE_SIZE,
  InboxPatch,
  inboxPage,
  MessageInput,
  type InboxMessageDoc,
} from '../../../domain/message/message.ts';

const input = (over: Record<string, unknown> = {}) => ({
  organizationId: 'club',
  toEveryone: false,
  toGroupIds: ['g1'],
  categories: ['training'],
  subject: 'Pitch closed',
  message: 'The pitch is closed tonight.',
  commsConsentAdditionalClub: false,
  ...over,
});

describe('message input', () => {
  it('takes everyone or some groups, never both nor neither', () => {
    expect(v.is(MessageInput, input())).toBe(true);
    expect(v.is(MessageInput, input({ toEveryone: true, toGroupIds: [] }))).toBe(true);
    expect(v.is(MessageInput, input({ toEveryone: true }))).toBe(false);
    expect(v.is(MessageInput, input({ toGroupIds: [] }))).toBe(false);
  });

  it('limits subject to 255 and message to 1000, and needs a category', () => {
    expect(v.is(MessageInput, input({ subject: 's'.repeat(255), message: 'm'.repeat(1000) }))).toBe(true);
    expect(v.is(MessageInput, input({ subject: 's'.repeat(256) }))).toBe(false);
    expect(v.is(MessageInput, input({ message: 'm'.repeat(1001) }))).toBe(false);
    expect(v.is(MessageInput, input({ categories: [] }))).toBe(false);
    expect(v.is(MessageInput, input({ categories: ['party'] }))).toBe(false);
    expect(v.is(MessageInput, input({ extra: 1 }))).toBe(false);
  });

  it('patches a copy’s state or marks it read', () => {
    expect(v.is(InboxPatch, { state: 'ARCHIVED' })).toBe(true);
    expect(v.is(InboxPatch, { read: true })).toBe(true);
    expect(v.is(InboxPatch, { read: false })).toBe(false);
    expect(v.is(InboxPatch, { state: 'GONE' })).toBe(false);
  });
});

const doc = (i: number, over: Partial<InboxMessageDoc> = {}): InboxMessageDoc => ({
  id: `r${i}`,
  version: 1,
  updatedAt: '2026-11-20T10:00:00.000Z',
  messageId: `m${i}`,
  personId: 'me',
  personName: 'Seán',
  organizationId: 'club',
  organizationName: 'Naomh Pádraig',
  senderName: null,
  groupNames: [],
  categories: ['other'],
  place: null,
  subject: `Message ${i}`,
  message: '…',
  sentAt: new Date(Date.UTC(2026, 10, 1, 0, i)).toISOString(),
  state: 'ACTIVE',
  readAt: null,
  ...over,
});

describe('inbox pages on the device', () => {
  const docs = [
    ...Array.from({ length: 25 }, (_, i) => doc(i)),
    doc(30, { state: 'ARCHIVED' }),
    doc(31, { personId: 'child' }),
    doc(32, { deleted: true }),
  ];

  it('shows 20 a page, newest first, by state and person', () => {
    const first = inboxPage(docs, { state: 'ACTIVE', page: 0 });
    expect(first.items).toHaveLength(INBOX_PAGE_SIZE);
    expect(first.items[0]!.id).toBe('r31');
    expect(first.totalPages).toBe(2);
    expect(inboxPage(docs, { state: 'ACTIVE', page: 1 }).items).toHaveLength(6);
    expect(inboxPage(docs, { state: 'ARCHIVED', page: 0 }).items.map((d) => d.id)).toEqual(['r30']);
    expect(inboxPage(docs, { state: 'ACTIVE', personId: 'child', page: 0 }).items.map((d) => d.id)).toEqual([
      'r31',
    ]);
  });
});
