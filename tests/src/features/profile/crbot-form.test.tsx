import { ChakraProvider } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { M } from '../../../../domain/messages';
import { system } from '../../../../src/app/theme';
import { CrbotForm } from '../../../../src/features/profile/crbot-tab';

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

const links = [
  {
    organization: { id: 'club-1', name: 'Naomh Pádraig', additionalType: 'Club' as const },
    status: 'ACTIVE' as const,
    labels: ['EXEC_SECRETARY'],
    privileges: [],
  },
];

describe('the CRBOT form', () => {
  it('shows every §5 message after a submit attempt, the confirmation included, and sends nothing', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    act(() =>
      root!.render(
        <I18nProvider i18n={i18n}>
          <ChakraProvider value={system}>
            <CrbotForm personId="p-1" links={links} filed={null} onSaved={vi.fn()} />
          </ChakraProvider>
        </I18nProvider>,
      ),
    );
    const form = host.querySelector('form')!;
    await act(async () => {
      form.requestSubmit();
      await new Promise((r) => setTimeout(r, 50));
    });
    const text = host.textContent ?? '';
    for (const id of [
      M.crbotNationalityRequired.id,
      M.crbotIdentityTypeRequired.id,
      M.crbotPpsRequired.id,
      M.crbotInterestRequired.id,
      M.crbotOrganizationRequired.id,
      M.crbotConfirmRequired.id,
    ])
      expect(text, id).toContain(id);
    expect(fetch).not.toHaveBeenCalled();
  });
});
