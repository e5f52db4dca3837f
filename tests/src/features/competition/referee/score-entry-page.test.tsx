/**
 * The score page for a fixture that is not on this device says so, instead of spinning forever (issue 29:
 * the fixture hook answered `undefined` both while reading and for a missing fixture).
 */
import { ChakraProvider } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { system } from '../../../../../src/app/theme';
import { ScoreEntryPage } from '../../../../../src/features/competition/referee/score-entry-page';
import { db } from '../../../../../src/offline/db';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
beforeAll(() => {
  i18n.load('en', {});
  i18n.activate('en');
});
beforeEach(async () => {
  await Promise.all([db.fixtures.clear(), db.outbox.clear(), db.conflicts.clear()]);
});
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

function render(fixtureId: string): HTMLElement {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() =>
    root!.render(
      <I18nProvider i18n={i18n}>
        <ChakraProvider value={system}>
          <ScoreEntryPage fixtureId={fixtureId} />
        </ChakraProvider>
      </I18nProvider>,
    ),
  );
  return host;
}

/** Lets the live queries answer, up to `ms`, until `done` holds. */
async function settleUntil(done: () => boolean, ms = 1500): Promise<void> {
  const end = Date.now() + ms;
  while (!done() && Date.now() < end) await act(() => new Promise((r) => setTimeout(r, 20)));
}

describe('ScoreEntryPage', () => {
  it('says a fixture that is not on this device is not here, and stops the spinner', async () => {
    const host = render('0190a000-0000-7000-8000-00000000dead');
    const message = 'This fixture is not on this device.';
    await settleUntil(() => host.textContent?.includes(message) ?? false);
    expect(host.textContent).toContain(message);
    expect(host.querySelector('.chakra-spinner')).toBeNull();
  });
});
