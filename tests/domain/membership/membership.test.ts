import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  addMonthsSameDate,
  instalmentSchedule,
  instalmentsOpen,
  nextRetry,
} from '../../../domain/membership/instalments';
import {
  answerProblem,
  labelHrefAllowed,
  MembershipOptionInput,
  MigrateInput,
  packageSchemas,
  seasonChoices,
  type MembershipOptionForm,
} from '../../../domain/membership/package';
import { agePhase, profileReady, RegistrationInput } from '../../../domain/membership/registration';

describe('age phase on 1 January of the season', () => {
  it('is youth for someone 17 on 1 January, even if 18 on the day of registration', () => {
    // Born 2 January 2008: 17 on 1 January 2026, 18 from 2 January 2026.
    expect(agePhase('2008-01-02', 2026)).toBe('youth');
  });
  it('is adult for someone who turns 18 on 1 January itself', () => {
    expect(agePhase('2008-01-01', 2026)).toBe('adult');
  });
  it('is adult the season after', () => {
    expect(agePhase('2008-01-02', 2027)).toBe('adult');
  });
  it('counts a 29 February birthday as 1 March in common years', () => {
    expect(agePhase('2008-02-29', 2026)).toBe('youth');
    expect(agePhase('2007-12-31', 2026)).toBe('adult');
  });
});

describe('instalment schedule', () => {
  it('takes the first payment on the day, then monthly on the same date', () => {
    expect(instalmentSchedule('2026-02-10', 3, 1700)).toEqual([
      { seq: 1, dueDate: '2026-02-10', amountMinor: 1700 },
      { seq: 2, dueDate: '2026-03-10', amountMinor: 1700 },
      { seq: 3, dueDate: '2026-04-10', amountMinor: 1700 },
    ]);
  });
  it('keeps the same date across the year end and clamps to short months', () => {
    expect(instalmentSchedule('2026-11-30', 4, 500).map((s) => s.dueDate)).toEqual([
      '2026-11-30',
      '2026-12-30',
      '2027-01-30',
      '2027-02-28',
    ]);
    expect(addMonthsSameDate('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonthsSameDate('2026-01-31', 2)).toBe('2026-03-31');
  });
  it('starts in February: not before 1 February of the season', () => {
    expect(instalmentsOpen(2026, '2026-01-31')).toBe(false);
    expect(instalmentsOpen(2026, '2026-02-01')).toBe(true);
    expect(instalmentsOpen(2027, '2026-11-22')).toBe(false);
  });
  it('retries a failed instalment three days later', () => {
    expect(nextRetry(new Date('2026-03-10T06:00:00Z')).toISOString()).toBe('2026-03-13T06:00:00.000Z');
  });
});

const option = (over: Partial<MembershipOptionForm> = {}): MembershipOptionForm => ({
  season: 2026,
  name: 'Youth player',
  description: 'Training and games',
  status: 'ACTIVE',
  adultSlots: 0,
  youthSlots: 1,
  playerType: 'PLAYER',
  membershipType: 'MEMBER',
  associations: ['GAA'],
  priceCurrency: 'EUR',
  price: 5000,
  visibleOnline: true,
  availableOnlineFor: 'ANYONE',
  onlineSinglePaymentAllowed: true,
  onlinePayLaterOptionAllowed: false,
  onlineInstalmentPaymentAllowed: false,
  ...over,
});
const codes = (input: unknown) => {
  const r = v.safeParse(MembershipOptionInput, input);
  return r.success ? [] : r.issues.map((i) => i.message);
};

describe('membership option', () => {
  it('accepts a complete option', () => {
    expect(codes(option())).toEqual([]);
  });
  it('allows at most 20 adults and 20 youths, and at least one place', () => {
    expect(codes(option({ adultSlots: 20, youthSlots: 20 }))).toEqual([]);
    expect(codes(option({ adultSlots: 21 }))).toEqual(['validation.membership.adultsMax']);
    expect(codes(option({ youthSlots: 21 }))).toEqual(['validation.membership.youthsMax']);
    expect(codes(option({ adultSlots: 0, youthSlots: 0 }))).toEqual(['validation.membership.slotsMin']);
  });
  it('needs instalment price and number when instalments apply', () => {
    expect(codes(option({ onlineInstalmentPaymentAllowed: true }))).toEqual([
      'validation.membership.instalmentRequired',
      'validation.membership.instalmentRequired',
    ]);
    expect(
      codes(option({ onlineInstalmentPaymentAllowed: true, instalmentPrice: 1700, instalmentNumber: 3 })),
    ).toEqual([]);
  });
  it('needs an association, a price in whole minor units and a 3-letter currency', () => {
    expect(codes(option({ associations: [] }))).toEqual(['validation.membership.associationRequired']);
    expect(codes(option({ price: 12.5 }))).toEqual(['validation.membership.price']);
    expect(codes(option({ priceCurrency: 'eu' }))).toEqual(['validation.membership.currency']);
  });
  it('limits question options to 10, comma-separated, and links to http://', () => {
    const q = (questionOptions: string, labelHref = '') => ({
      questionText: 'Codes played',
      labelHref,
      inputRequired: true,
      inputType: 'CHECKBOX' as const,
      questionOptions,
    });
    const ten = Array.from({ length: 10 }, (_, i) => `o${i}`).join(', ');
    expect(codes(option({ additionalQuestions: [q(ten)] }))).toEqual([]);
    expect(codes(option({ additionalQuestions: [q(`${ten}, o10`)] }))).toEqual([
      'validation.membership.questionOptionsMax',
    ]);
    expect(codes(option({ additionalQuestions: [q('')] }))).toEqual([
      'validation.membership.questionOptionsRequired',
    ]);
    expect(codes(option({ additionalQuestions: [q('a, b', 'ftp://x')] }))).toEqual([
      'validation.membership.link',
    ]);
    expect(codes(option({ additionalQuestions: [q('a, b', 'http://club.ie/rules')] }))).toEqual([]);
  });
});

describe('question links: http:// or the product’s own host (seed 1 §5)', () => {
  const HOST = 'https://pairc.example';
  it('accepts http:// anywhere and the product’s own host, nothing else', () => {
    expect(labelHrefAllowed('http://club.ie/rules', HOST)).toBe(true);
    expect(labelHrefAllowed(`${HOST}/help/code-of-conduct`, HOST)).toBe(true);
    expect(labelHrefAllowed(HOST, `${HOST}/`)).toBe(true);
    for (const bad of [
      'https://club.ie/rules',
      'https://pairc.example.evil.ie/x',
      'https://pairc.example@evil.ie/x',
      'ftp://club.ie',
      'javascript:alert(1)',
      '/help',
      'http://',
      'http:// spaced',
    ])
      expect(labelHrefAllowed(bad, HOST), bad).toBe(false);
    expect(labelHrefAllowed(`${HOST}/x`)).toBe(false);
  });
  it('is the rule of the schemas the server and the form use', () => {
    const { MembershipOptionInput: Option } = packageSchemas(HOST);
    const withLink = (labelHref: string) =>
      option({
        additionalQuestions: [
          { questionText: 'Rules', labelHref, inputRequired: false, inputType: 'TEXT', questionOptions: '' },
        ],
      });
    expect(v.safeParse(Option, withLink(`${HOST}/rules`)).success).toBe(true);
    expect(v.safeParse(Option, withLink('http://club.ie/rules')).success).toBe(true);
    expect(v.safeParse(Option, withLink('')).success).toBe(true);
    const refused = v.safeParse(Option, withLink('https://club.ie/rules'));
    expect(refused.issues?.map((i) => i.message)).toEqual(['validation.membership.link']);
  });
});

describe('seasons chosen from the spec’s list (seed 1 §9: 2021 to 2026)', () => {
  it('lists 2021 to 2026, and next season once the years pass it', () => {
    expect(seasonChoices(new Date('2025-06-01'))).toEqual([2021, 2022, 2023, 2024, 2025, 2026]);
    expect(seasonChoices(new Date('2026-11-25'))).toEqual([2021, 2022, 2023, 2024, 2025, 2026, 2027]);
  });
  it('refuses a season not on the list, in an option and in a migration', () => {
    expect(codes(option({ season: 2020 }))).toEqual(['validation.membership.season']);
    expect(codes(option({ season: 2021 }))).toEqual([]);
    expect(codes(option({ season: 2199 }))).toEqual(['validation.membership.season']);
    const last = seasonChoices().at(-1)!;
    expect(v.safeParse(MigrateInput, { season: last, newStatus: 'DRAFT' }).success).toBe(true);
    expect(v.safeParse(MigrateInput, { season: last + 1, newStatus: 'DRAFT' }).success).toBe(false);
  });
});

describe('answers and registration', () => {
  const q = {
    questionText: 'Code',
    labelHref: '',
    inputRequired: true,
    inputType: 'RADIO' as const,
    questionOptions: 'Football, Hurling',
  };
  it('checks required answers, the options and the 200-character limit', () => {
    expect(answerProblem(q, '')).toBe('validation.required');
    expect(answerProblem(q, 'Hurling')).toBeNull();
    expect(answerProblem(q, 'Rugby')).toBe('validation.option.invalid');
    expect(answerProblem({ ...q, inputType: 'TEXT', inputRequired: false }, 'x'.repeat(201))).toBe(
      'validation.membership.answerMax',
    );
  });
  it('requires a member, the code of conduct and the safeguarding agreement', () => {
    const r = v.safeParse(RegistrationInput, {
      packageId: 'p',
      members: [],
      codeOfConduct: false,
      safeguarding: false,
    });
    expect(r.success ? [] : r.issues.map((i) => i.message)).toEqual([
      'validation.membership.memberRequired',
      'validation.membership.codeOfConduct',
      'validation.membership.safeguarding',
    ]);
  });
  it('needs a gender and a date of birth to progress', () => {
    expect(profileReady({ gender: 'FEMALE', birthDate: '2013-02-14' })).toBe(true);
    expect(profileReady({ gender: null, birthDate: '2013-02-14' })).toBe(false);
    expect(profileReady({ gender: 'MALE', birthDate: null })).toBe(false);
  });
});
