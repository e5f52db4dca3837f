import { describe, expect, it } from 'vitest';
import { mountWithProviders } from '../mount';
import { ApiError } from '../../../src/api/client';
import { LoadState } from '../../../src/components/list-controls';

const mount = mountWithProviders();

function alertFor(error: unknown): string {
  mount(<LoadState state={{ status: 'error', error }} />);
  return document.querySelector('[role="alert"]')?.textContent ?? '';
}

describe('a failed load (issue 53 item 8)', () => {
  it('says the person has no access when the server refuses (403), not "try again later"', () => {
    const text = alertFor(new ApiError(403, { status: 403, message: 'Forbidden' }));
    expect(text).toBe('You do not have access to this. Ask your club if you think you should.');
  });

  it('keeps the spec’s message for every other failure', () => {
    for (const error of [new ApiError(500, null), new ApiError(404, null), new TypeError('Failed to fetch')])
      expect(alertFor(error)).toBe('Unable to load data - please try again later');
  });
});
