import { ChakraProvider } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { M } from '../../../../domain/messages';
import type { Person } from '../../../../domain/person/person';
import { system } from '../../../../src/app/theme';
import { ProfileForm } from '../../../../src/features/profile/profile-form';

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

const child: Person = {
  id: 'p1',
  givenName: 'Aoife',
  familyName: 'Ní Bhriain',
  gender: 'FEMALE',
  birthDate: '2013-02-14',
  uniqueId: '1000011',
  preferredLanguage: 'en',
  address: {
    streetAddress: '11 Main Street',
    addressLocality: 'Ashford',
    addressRegion: 'Wicklow',
    addressCountry: 'IE',
    postalCode: 'A67 R5C8',
  },
  organizations: [],
  gaa_roles: [],
};

function render(person: Person) {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() =>
    root!.render(
      <I18nProvider i18n={i18n}>
        <ChakraProvider value={system}>
          <ProfileForm person={person} onSaved={vi.fn()} />
        </ChakraProvider>
      </I18nProvider>,
    ),
  );
  return host;
}

const input = (host: HTMLElement, name: string) => host.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const settle = () => act(() => new Promise((r) => setTimeout(r, 20)));

async function type(el: HTMLInputElement, value: string) {
  await act(async () => {
    el.focus();
    // The prototype's setter, so React's input tracking sees a real change.
    Reflect.set(HTMLInputElement.prototype, 'value', value, el);
    el.dispatchEvent(new Event('input', { bubbles: true }));
    el.dispatchEvent(new Event('focusout', { bubbles: true }));
    el.blur();
  });
  await settle();
}

describe('ProfileForm', () => {
  it('shows no error before a field is touched, then the rule once it is', async () => {
    const host = render(child);
    expect(host.textContent).not.toContain(M.telephoneCountryCode.id);
    await type(input(host, 'telephone'), '087 555 1234');
    expect(host.textContent).toContain(M.telephoneCountryCode.id);
    await type(input(host, 'telephone'), '+353 87 555 1234');
    expect(host.textContent).not.toContain(M.telephoneCountryCode.id);
    await type(input(host, 'givenName'), 'A'.repeat(31));
    expect(host.textContent).toContain(M.nameMax.id);
    await type(input(host, 'givenName'), 'A'.repeat(30));
    expect(host.textContent).not.toContain(M.nameMax.id);
  }, 30_000);

  it('shows the untouched required fields after a submit attempt', async () => {
    const host = render(child);
    expect(host.textContent).not.toContain(M.invalidOption.id);
    await act(async () => {
      host.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });
    await settle();
    // The medical alert and consents were never answered: each now says so.
    expect(host.textContent).toContain(M.invalidOption.id);
    expect(host.textContent).toContain(M.required.id);
  }, 30_000);
});
