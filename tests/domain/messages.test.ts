import { describe, expect, it } from 'vitest';
import { isMessageId, M, messageText } from '../../domain/messages.ts';

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
});
