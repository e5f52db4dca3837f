import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';

// The candidate cards link to the member's edit form (?editMember=true); no router is mounted here.
vi.mock('@tanstack/react-router', () => ({
  Link: ({ children, ...rest }: { children: ReactNode; 'aria-label'?: string; className?: string }) => (
    <a href="#edit" aria-label={rest['aria-label']} className={rest.className}>
      {children}
    </a>
  ),
}));
import { mountWithProviders } from '../mount';
import type { DuplicateCandidate, DuplicateGroup } from '../../../domain/membership/duplicates';
import { DuplicateGroupReview } from '../../../src/features/membership/admin/duplicate-group-review';

const mount = mountWithProviders();

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
  mount(<DuplicateGroupReview orgId="club" group={group} onReviewed={() => {}} />);
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
