import { ChakraProvider } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DuplicateCandidate, DuplicateGroup } from '../../../domain/membership/duplicates';
import { system } from '../../../src/app/theme';
import { DuplicateGroupReview } from '../../../src/features/membership/admin/duplicate-group-review';

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

const person = (i: number): DuplicateCandidate => ({
  id: `p${i}`,
  givenName: 'Seán',
  familyName: `Ó Sé ${i}`,
  alternateGivenName: null,
  alternateFamilyName: null,
  birthDate: '1990-01-01',
  email: null,
  telephone: null,
  uniqueId: null,
  hasAccount: false,
  clubs: [],
});

function render(count: number) {
  const people = Array.from({ length: count }, (_, i) => person(i));
  const group: DuplicateGroup = {
    id: 'g',
    jobId: 'j',
    status: 'PENDING',
    personIds: people.map((p) => p.id),
    primaryPersonId: null,
    mergeType: null,
    createDate: '2026-11-29',
    reviewedAt: null,
    people,
  };
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() =>
    root!.render(
      <I18nProvider i18n={i18n}>
        <ChakraProvider value={system}>
          <DuplicateGroupReview orgId="club" group={group} onReviewed={() => {}} />
        </ChakraProvider>
      </I18nProvider>,
    ),
  );
}

const mergeButton = () =>
  [...document.querySelectorAll('button')].find((b) => b.textContent === 'Merge') as HTMLButtonElement;

describe('reviewing a group of likely duplicates (seed 1 §5: merge 2 to 5 accounts)', () => {
  it('refuses to merge six at once: says so and disables Merge', () => {
    render(6);
    expect(document.querySelector('[data-testid="merge-too-many"]')?.textContent).toBe(
      'Choose at most 5 accounts to merge at a time',
    );
    expect(mergeButton().disabled).toBe(true);
  });

  it('merges five', () => {
    render(5);
    expect(document.querySelector('[data-testid="merge-too-many"]')).toBeNull();
    expect(mergeButton().disabled).toBe(false);
  });
});
