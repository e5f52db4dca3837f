import { ChakraProvider } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/client';
import { system } from '../../../src/app/theme';
import { LoadState } from '../../../src/components/list-controls';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
beforeAll(() => {
  i18n.load('en', {});
  i18n.activate('en');
});
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

function alertFor(error: unknown): string {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() =>
    root!.render(
      <I18nProvider i18n={i18n}>
        <ChakraProvider value={system}>
          <LoadState state={{ status: 'error', error }} />
        </ChakraProvider>
      </I18nProvider>,
    ),
  );
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
