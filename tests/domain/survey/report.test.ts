import { describe, expect, it } from 'vitest';
import type { SurveyQuestion } from '../../../domain/survey/definition.ts';
import { slugFromName } from '../../../domain/organization/slug.ts';
import { answerText, formatEuroAmount, reportFileName } from '../../../domain/survey/report.ts';

const t = (d: { id: string; message: string }) => `[${d.message}]`;
const ctx = (locale = 'en') => ({
  locale,
  calculated: { share: 1234.5, missing: null },
  fileNames: new Map([['f1', 'Plean 2026.pdf']]),
  t,
});
const bi = (en: string, ga: string) => ({ en, ga });
const q = (over: Partial<SurveyQuestion>): SurveyQuestion => ({
  id: 'q',
  type: 'TEXT',
  label: bi('Q', 'C'),
  ...over,
});
const options = [
  { value: 'YES', label: bi('Yes', 'Tá') },
  { value: 'NO', label: bi('No', 'Níl') },
];

describe('answerText', () => {
  it('reads each type as a reader sees it, in their language, and says so when there is no answer', () => {
    const radio = q({ type: 'RADIO', options });
    expect(answerText(radio, 'YES', ctx())).toBe('Yes');
    expect(answerText(radio, 'NO', ctx('ga'))).toBe('Níl');
    expect(answerText(radio, null, ctx())).toBe('[No answer]');
    expect(answerText(radio, '', ctx())).toBe('[No answer]');
    const multi = q({ type: 'MULTISELECT', options });
    expect(answerText(multi, ['NO', 'YES'], ctx('ga'))).toBe('Níl, Tá');
    expect(answerText(multi, [], ctx())).toBe('[No answer]');
    const num = q({ type: 'NUMBER' });
    expect(answerText(num, 12345.678, ctx())).toBe('12,345.68');
    expect(answerText(num, 0, ctx())).toBe('0');
    expect(answerText(num, undefined, ctx())).toBe('[No answer]');
    expect(answerText(q({ type: 'TEXT' }), '  Loose netting  ', ctx())).toBe('Loose netting');
    expect(answerText(q({ type: 'TEXT' }), '   ', ctx())).toBe('[No answer]');
    const file = q({ type: 'FILE' });
    expect(answerText(file, ['f1'], ctx())).toBe('Plean 2026.pdf');
    expect(answerText(file, ['f1', 'gone'], ctx())).toBe('Plean 2026.pdf, [A file no longer available]');
    expect(answerText(file, [], ctx())).toBe('[No answer]');
    expect(answerText(q({ id: 'share', type: 'CALCULATED' }), null, ctx())).toBe('1,234.5');
    expect(answerText(q({ id: 'missing', type: 'CALCULATED' }), null, ctx())).toBe(
      '[Cannot be calculated yet]',
    );
  });
});

describe('report file name and amounts', () => {
  it('is ASCII: kind, the club’s slug or its name without accents, the date', () => {
    expect(
      reportFileName('CLUB_COMPAS', { slug: 'naomh-padraig', name: 'Naomh Pádraig' }, '2026-11-27'),
    ).toBe('club-compas-naomh-padraig-2026-11-27.pdf');
    expect(
      reportFileName('RISK_ASSESSMENT', { slug: null, name: 'Naomh Pádraig "Ashford"' }, '2026-01-02'),
    ).toBe('risk-assessment-naomh-padraig-ashford-2026-01-02.pdf');
    expect(reportFileName('ENERGY_GRANT', { slug: null, name: 'Ó' }, '2026-01-02')).toBe(
      'energy-grant-o-2026-01-02.pdf',
    );
    expect(reportFileName('ENERGY_GRANT', { slug: '', name: '—' }, '2026-01-02')).toBe(
      'energy-grant-club-2026-01-02.pdf',
    );
    expect(slugFromName('Cill Mhantáin / Wicklow')).toBe('cill-mhantain-wicklow');
    expect(formatEuroAmount(4000.5, 'en')).toBe('€4,000.50');
  });
});
