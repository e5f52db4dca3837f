import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { M } from '../../../domain/messages.ts';
import {
  formatSupportReference,
  isSubcategoryOf,
  SUPPORT_CATEGORIES,
  SUPPORT_SUBCATEGORIES,
} from '../../../domain/support/enums.ts';
import { SUPPORT_CATEGORY_LABELS, SUPPORT_SUBCATEGORY_LABELS } from '../../../domain/support/labels.ts';
import { supportQueryBody } from '../../../domain/support/support-body.ts';
import { SupportQueryInput } from '../../../domain/support/support-query.ts';

const valid = {
  name: 'Niamh',
  email: 'niamh@example.ie',
  role: 'CLUB_ADMINISTRATOR',
  category: 'PAYMENTS',
  subcategory: 'REFUND',
  association: 'Camogie',
  county: 'Galway',
  club: 'Athenry',
  subject: 'A refund',
  message: 'Where is my refund?',
  noArticleAnswers: true,
};
const issues = (over: Record<string, unknown>) => {
  const r = v.safeParse(SupportQueryInput, { ...valid, ...over });
  return r.success ? [] : r.issues.map((i) => `${v.getDotPath(i)}:${i.message}`);
};

describe('SupportQueryInput (seed 3 §5, §9)', () => {
  it('accepts a complete query, trimming its text', () => {
    const r = v.parse(SupportQueryInput, { ...valid, subject: '  A refund ' });
    expect(r.subject).toBe('A refund');
  });
  it('name at least 3, subject at most 50, message at least 5', () => {
    expect(issues({ name: 'Al' })).toEqual([`name:${M.supportNameMin.id}`]);
    expect(issues({ subject: 'x'.repeat(50) })).toEqual([]);
    expect(issues({ subject: 'x'.repeat(51) })).toEqual([`subject:${M.supportSubjectMax.id}`]);
    expect(issues({ message: 'Help' })).toEqual([`message:${M.supportMessageMin.id}`]);
    expect(issues({ message: 'Help!' })).toEqual([]);
  });
  it('e-mail required and valid', () => {
    expect(issues({ email: '' })).toEqual([`email:${M.required.id}`]);
    expect(issues({ email: 'x@' })).toEqual([`email:${M.invalidEmail.id}`]);
  });
  it('the subcategory belongs to the category', () => {
    expect(issues({ subcategory: 'PASSWORD' })).toEqual([`subcategory:${M.supportSubcategory.id}`]);
  });
  it('the related person: name at most 50, membership id digits only', () => {
    expect(issues({ relatedPerson: { name: 'Cian', membershipId: '1234' } })).toEqual([]);
    expect(issues({ relatedPerson: { name: 'Cian', membershipId: '12-34' } })).toEqual([
      `relatedPerson.membershipId:${M.supportMembershipDigits.id}`,
    ]);
  });
  it('the box "none of these articles answer my query" must be ticked', () => {
    expect(issues({ noArticleAnswers: false })).toEqual([`noArticleAnswers:${M.supportArticles.id}`]);
  });
  it('the issue wizard: at most 50 clubs, none added twice', () => {
    expect(issues({ clubs: ['Athenry', 'Loughrea'] })).toEqual([]);
    expect(issues({ clubs: ['Athenry', 'athenry'] })).toEqual([`clubs:${M.supportClubAdded.id}`]);
    expect(issues({ clubs: Array.from({ length: 51 }, (_, i) => `Club ${i}`) })).toEqual([
      `clubs:${M.supportTooManyClubs.id}`,
    ]);
  });
  it('refuses unknown fields', () => {
    expect(issues({ extra: 1 })).toEqual([`extra:${M.unknownField.id}`]);
  });
});

describe('support enums and labels', () => {
  it('every category and subcategory has a label; references are PAIRC-000123', () => {
    for (const c of SUPPORT_CATEGORIES) {
      expect(SUPPORT_CATEGORY_LABELS[c].id).toMatch(/^support\.category\./);
      for (const s of SUPPORT_SUBCATEGORIES[c]) {
        expect(isSubcategoryOf(c, s)).toBe(true);
        expect(SUPPORT_SUBCATEGORY_LABELS[s]).toBeDefined();
      }
    }
    expect(formatSupportReference(123)).toBe('PAIRC-000123');
  });
});

describe('supportQueryBody', () => {
  it('gives the same bytes for the same query, file and boundary', async () => {
    const file = { name: 'a.pdf', type: 'application/pdf', data: new Blob(['%PDF-1.4']) };
    const a = supportQueryBody(valid, file, 'b1');
    const b = supportQueryBody(valid, file, 'b1');
    expect(await a.body.text()).toBe(await b.body.text());
    expect(a.contentType).toBe('multipart/form-data; boundary=b1');
  });
});
