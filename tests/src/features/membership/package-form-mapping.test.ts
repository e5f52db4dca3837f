import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { euroToMinor, minorToEuroText } from '../../../../domain/lib/money';
import { MembershipPackageInput } from '../../../../domain/membership/package';
import {
  blankPackage,
  optionToForm,
  packageToForm,
  saveRequests,
  textToNumber,
  type EditableOption,
} from '../../../../src/features/membership/admin/package-form-mapping';

describe('euro ↔ minor units', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12.50', 1250],
    ['12,50', 1250],
    ['€ 1,234.56', 123456],
    ['0.07', 7],
    ['0', 0],
  ])('%s € is %d cent', (text, minor) => {
    expect(euroToMinor(text)).toBe(minor);
  });

  it('blank is null; letters, three decimals and negatives are NaN', () => {
    expect(euroToMinor('  ')).toBeNull();
    for (const bad of ['abc', '12.345', '-5', '1.2.3', '12,5,0']) expect(euroToMinor(bad)).toBeNaN();
  });

  it('shows minor units as euro with two decimals', () => {
    expect(minorToEuroText(1250)).toBe('12.50');
    expect(minorToEuroText(7)).toBe('0.07');
    expect(minorToEuroText(120000)).toBe('1200.00');
    expect(minorToEuroText(null)).toBe('');
    expect(minorToEuroText(Number.NaN)).toBe('');
  });

  it('round-trips every amount from 0 to €100', () => {
    for (let minor = 0; minor <= 10_000; minor += 1) expect(euroToMinor(minorToEuroText(minor))).toBe(minor);
  });
});

describe('number fields', () => {
  it('blank is null, digits a number, anything else NaN', () => {
    expect(textToNumber('')).toBeNull();
    expect(textToNumber(' 21 ')).toBe(21);
    expect(textToNumber(7)).toBe(7);
    expect(textToNumber('2e3')).toBeNaN();
  });
});

const serverOption: EditableOption = {
  id: 'opt-1',
  season: 2026,
  name: 'Adult player',
  description: 'Playing membership',
  status: 'DELETED',
  adultSlots: 1,
  youthSlots: 0,
  playerType: 'PLAYER',
  membershipType: 'MEMBER',
  associations: ['GAA'],
  priceCurrency: 'EUR',
  price: 12000,
  visibleOnline: true,
  availableOnlineFor: 'VERIFIED_MEMBERS',
  onlineSinglePaymentAllowed: true,
  onlinePayLaterOptionAllowed: false,
  onlineInstalmentPaymentAllowed: true,
  instalmentPrice: 4000,
  instalmentNumber: 3,
  additionalQuestions: [
    {
      questionText: 'Jersey size',
      labelHref: '',
      inputRequired: true,
      inputType: 'RADIO',
      questionOptions: 'S, M, L',
    },
  ],
};

describe('package ↔ form', () => {
  it('a server package becomes form values the domain schema accepts unchanged', () => {
    const values = packageToForm({
      id: 'pkg-1',
      organization: { id: 'club-1' },
      name: 'Adult membership',
      description: '',
      season: 2026,
      status: 'ACTIVE',
      additionalType: null,
      bulkRegisterEnabled: true,
      options: [serverOption],
    });
    expect(values.additionalType).toBe('');
    expect(values.options?.[0]).not.toHaveProperty('id');
    const parsed = v.safeParse(MembershipPackageInput, values);
    expect(parsed.success).toBe(true);
    expect(parsed.output).toMatchObject({ options: [{ price: 12000, status: 'DELETED' }] });
  });

  it('the option keeps its question options as typed', () => {
    expect(optionToForm(serverOption).additionalQuestions?.[0]?.questionOptions).toBe('S, M, L');
  });

  it('a blank package needs a name and an option name before the schema accepts it', () => {
    const blank = blankPackage('club-1', 2026);
    const issues = v.safeParse(MembershipPackageInput, blank).issues ?? [];
    expect(issues.map((i) => v.getDotPath(i)).sort()).toEqual([
      'name',
      'options.0.description',
      'options.0.name',
    ]);
  });
});

describe('saveRequests', () => {
  it('PUTs the package without options, deletes removed ones, PUTs kept ones and POSTs new ones', () => {
    const values = v.parse(MembershipPackageInput, {
      ...packageToForm({
        id: 'p',
        organization: { id: 'club-1' },
        name: 'Adult',
        description: '',
        season: 2026,
        status: 'DRAFT',
        additionalType: '',
        bulkRegisterEnabled: true,
        options: [serverOption, { ...serverOption, id: 'opt-2', name: 'New' }],
      }),
    });
    const requests = saveRequests('p', values, ['opt-1', null], ['opt-9']);
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'PUT /package/p',
      'DELETE /package/p/option/opt-9',
      'PUT /package/p/option/opt-1',
      'POST /package/p/option',
    ]);
    expect(requests[0]!.body).not.toHaveProperty('options');
    expect(requests[3]!.body).toMatchObject({ name: 'New' });
  });
});
