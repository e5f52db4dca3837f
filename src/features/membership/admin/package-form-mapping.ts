/**
 * Between the package editor's form and the membership API: prices are typed in euro and travel in minor
 * units (cent); the form's values are the domain schema's input (`MembershipPackageInput`), the server's
 * answer carries ids the form keeps beside it.
 */
import type * as v from 'valibot';
import {
  seasonChoices,
  type MembershipOptionForm,
  type MembershipPackageInput,
} from '../../../../domain/membership/package';
import type { OptionView, PackageView } from '../membership-types';

export type PackageFormValues = v.InferInput<typeof MembershipPackageInput>;

/** The fields of the server's answer (server/services/membership/package.repository.ts) only the editor reads. */
export type EditableOption = OptionView & {
  playerType: string;
  membershipType: string;
  associations: string[];
  visibleOnline: boolean;
  availableOnlineFor: string;
};
export type EditablePackage = Omit<PackageView, 'options'> & {
  additionalType: string | null;
  version?: number;
  options: EditableOption[];
};

/** A number field's text → number; blank → null (optional fields), otherwise NaN when not a number. */
export function textToNumber(text: string | number | null | undefined): number | null {
  if (typeof text === 'number') return text;
  const s = String(text ?? '').trim();
  if (s === '') return null;
  return /^-?\d+(\.\d+)?$/.test(s) ? Number(s) : Number.NaN;
}

/** A blank option for the season: one adult, EUR, open to anyone, single payment. */
export function newOption(season: number): MembershipOptionForm {
  return {
    season,
    name: '',
    description: '',
    status: 'DRAFT',
    adultSlots: 1,
    youthSlots: 0,
    playerType: 'PLAYER',
    membershipType: 'MEMBER',
    associations: ['GAA'],
    priceCurrency: 'EUR',
    price: 0,
    visibleOnline: true,
    availableOnlineFor: 'ANYONE',
    onlineSinglePaymentAllowed: true,
    onlinePayLaterOptionAllowed: false,
    onlineInstalmentPaymentAllowed: false,
    instalmentPrice: null,
    instalmentNumber: null,
    additionalQuestions: [],
  };
}

/** The server's option as the form edits it (ids and package link left out: the schema is strict). */
export function optionToForm(o: EditableOption): MembershipOptionForm {
  return {
    season: o.season,
    name: o.name,
    description: o.description,
    status: o.status as MembershipOptionForm['status'],
    adultSlots: o.adultSlots,
    youthSlots: o.youthSlots,
    playerType: o.playerType as MembershipOptionForm['playerType'],
    membershipType: o.membershipType as MembershipOptionForm['membershipType'],
    associations: o.associations as MembershipOptionForm['associations'],
    priceCurrency: o.priceCurrency,
    price: o.price,
    visibleOnline: o.visibleOnline,
    availableOnlineFor: o.availableOnlineFor as MembershipOptionForm['availableOnlineFor'],
    onlineSinglePaymentAllowed: o.onlineSinglePaymentAllowed,
    onlinePayLaterOptionAllowed: o.onlinePayLaterOptionAllowed,
    onlineInstalmentPaymentAllowed: o.onlineInstalmentPaymentAllowed,
    instalmentPrice: o.instalmentPrice,
    instalmentNumber: o.instalmentNumber,
    additionalQuestions: o.additionalQuestions.map((q) => ({
      questionText: q.questionText,
      labelHref: q.labelHref ?? '',
      inputRequired: q.inputRequired,
      inputType: q.inputType,
      questionOptions: q.questionOptions,
    })),
  };
}

export function packageToForm(p: EditablePackage): PackageFormValues {
  return {
    organizationId: p.organization.id,
    name: p.name,
    description: p.description,
    season: p.season,
    status: p.status as PackageFormValues['status'],
    additionalType: p.additionalType ?? '',
    bulkRegisterEnabled: p.bulkRegisterEnabled,
    options: p.options.map(optionToForm),
  };
}

export function blankPackage(organizationId: string, season: number): PackageFormValues {
  return {
    organizationId,
    name: '',
    description: '',
    season,
    status: 'DRAFT',
    additionalType: '',
    bulkRegisterEnabled: true,
    options: [newOption(season)],
  };
}

/**
 * The requests that save an edited package: its own fields (PUT without `options`, so existing options keep
 * their ids, which basket items and memberships point at), then removed options, changed ones and new ones.
 * `ids[i]` is the server id of form option i, or null for an option added in the form.
 */
export function saveRequests(
  packageId: string,
  values: MembershipPackageInput,
  ids: readonly (string | null)[],
  removed: readonly string[],
): { method: 'PUT' | 'POST' | 'DELETE'; path: string; body?: unknown }[] {
  const { options, ...fields } = values;
  const base = `/package/${encodeURIComponent(packageId)}`;
  return [
    { method: 'PUT', path: base, body: fields },
    ...removed.map((id) => ({ method: 'DELETE' as const, path: `${base}/option/${encodeURIComponent(id)}` })),
    ...options.map((o, i) => {
      const id = ids[i];
      return id
        ? { method: 'PUT' as const, path: `${base}/option/${encodeURIComponent(id)}`, body: o }
        : { method: 'POST' as const, path: `${base}/option`, body: o };
    }),
  ];
}

/** The seasons a package, an option or a migration may be for, as choices of a select (seed 1 §9). */
export function seasonOptions(today: Date = new Date()): (readonly [string, string])[] {
  return seasonChoices(today).map((s) => [String(s), String(s)] as const);
}
