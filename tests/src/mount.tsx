/**
 * A React tree in the test DOM with the app's providers (Lingui, in English, and Chakra with the app's
 * system), unmounted after each test. Call `mountWithProviders()` at the top of a test file; the function
 * it returns renders a tree into a new element of the body and returns that element.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll } from 'vitest';
import { system } from '../../src/app/theme';

export function mountWithProviders(): (ui: ReactNode) => HTMLElement {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  let roots: Root[] = [];
  beforeAll(() => {
    i18n.load('en', {});
    i18n.activate('en');
  });
  afterEach(() => {
    act(() => roots.forEach((r) => r.unmount()));
    roots = [];
    document.body.innerHTML = '';
  });
  return (ui) => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    roots.push(root);
    act(() =>
      root.render(
        <I18nProvider i18n={i18n}>
          <ChakraProvider value={system}>{ui}</ChakraProvider>
        </I18nProvider>,
      ),
    );
    return host;
  };
}
