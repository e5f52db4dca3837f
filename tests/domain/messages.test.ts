import { describe, expect, it } from 'vitest';
import { CONFLICT_MESSAGES, isMessageId, M, messageText } from '../../domain/messages.ts';
import { CONFLICT_REASONS } from '../../domain/sync/protocol.ts';

describe('messages', () => {
  it('gives every descriptor a unique validation.* id and a non-empty English text', () => {
    const ids = Object.values(M).map((d) => d.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const d of Object.values(M)) {
      expect(d.id).toMatch(/^validation\./);
      expect(d.message.length).toBeGreaterThan(0);
    }
  });

  it('keeps the spec wording for the all-zero score rule', () => {
    expect(M.scoreAllZero).toEqual({ id: 'validation.score.allZero', message: 'All fields cannot be zero' });
  });

  it('resolves an id to its English text and falls back to the id', () => {
    expect(messageText(M.usernameNoSpace.id)).toBe('Username must not contain spaces');
    expect(messageText('validation.nope')).toBe('validation.nope');
    expect(isMessageId(M.required.id)).toBe(true);
    expect(isMessageId('validation.nope')).toBe(false);
  });

  it('has a sync.conflict.* message for every conflict reason', () => {
    expect(Object.keys(CONFLICT_MESSAGES).sort()).toEqual([...CONFLICT_REASONS].sort());
    for (const [reason, d] of Object.entries(CONFLICT_MESSAGES)) {
      expect(d.id).toBe(`sync.conflict.${reason}`);
      expect(messageText(d.id)).toBe(d.message);
      expect(isMessageId(d.id)).toBe(false);
    }
  });
});
