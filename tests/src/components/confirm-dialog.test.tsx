import { ChakraProvider } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { system } from '../../../src/app/theme';
import { ConfirmDialog } from '../../../src/components/confirm-dialog';

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

function render(onConfirm: () => Promise<void>, onCancel = vi.fn()) {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() =>
    root!.render(
      <I18nProvider i18n={i18n}>
        <ChakraProvider value={system}>
          <ConfirmDialog
            open
            title="Remove member?"
            body="They leave the club."
            onConfirm={onConfirm}
            onCancel={onCancel}
          />
        </ChakraProvider>
      </I18nProvider>,
    ),
  );
  return onCancel;
}

const button = (name: RegExp) =>
  [...document.querySelectorAll('button')].find((b) => name.test(b.textContent ?? ''))!;

describe('ConfirmDialog', () => {
  it('shows Cancel and Confirm, and the loading label while disabled', async () => {
    let finish!: () => void;
    const onConfirm = vi.fn(() => new Promise<void>((r) => (finish = r)));
    render(onConfirm);
    expect(document.body.textContent).toContain('Remove member?');
    expect(button(/Cancel/)).toBeTruthy();
    await act(async () => button(/Confirm/).click());
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(document.body.textContent).toContain('Please wait…');
    expect(button(/Cancel/).disabled).toBe(true);
    await act(async () => finish());
    expect(button(/Confirm/).disabled).toBe(false);
  });

  it('calls onCancel from Cancel', () => {
    const onCancel = render(async () => undefined);
    act(() => button(/Cancel/).click());
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
