/** Database row ⇄ the domain's Person shape (seed 1 §3), with private fields only for those allowed. */
import type { person } from '../../db/schema/index.ts';
import type { organizationLinks, PersonRow } from './person.repository.ts';

type Link = Awaited<ReturnType<typeof organizationLinks>>[number];

const MEDICAL = [
  'medicalAlert',
  'medicalDetails',
  'medicalConsentToProcess',
  'medicalConsentToTreat',
  'medicalConsentToEmergency',
] as const;

const yn = (b: boolean | null): 'YES' | 'NO' | undefined => (b === null ? undefined : b ? 'YES' : 'NO');

export function toPersonDto(
  row: PersonRow,
  links: Link[],
  opts: { medical: boolean; username?: string; globalRoles?: string[] },
) {
  const dto = {
    id: row.id,
    givenName: row.givenName,
    familyName: row.familyName,
    name: `${row.givenName} ${row.familyName}`,
    alternateGivenName: row.alternateGivenName ?? undefined,
    alternateFamilyName: row.alternateFamilyName ?? undefined,
    gender: row.gender ?? undefined,
    birthDate: row.birthDate ?? undefined,
    telephone: row.telephone ?? undefined,
    email: row.email ?? undefined,
    username: opts.username,
    preferredLanguage: row.preferredLanguage,
    description: row.description ?? undefined,
    uniqueId: row.uniqueId ?? undefined,
    thumbnail: row.thumbnail ?? undefined,
    avatar: row.avatar ?? undefined,
    status: row.status,
    inviteStatus: row.inviteStatus ?? undefined,
    personType: row.personType ?? undefined,
    address: row.address,
    membershipNumber: row.membershipNumber ? { primary: row.membershipNumber } : undefined,
    medicalAlert: row.medicalAlert ?? undefined,
    medicalDetails: row.medicalDetails ?? undefined,
    medicalConsentToProcess: yn(row.medicalConsentToProcess),
    medicalConsentToTreat: yn(row.medicalConsentToTreat),
    medicalConsentToEmergency: yn(row.medicalConsentToEmergency),
    commsConsentClub: yn(row.commsConsentClub),
    commsConsentAdditionalClub: yn(row.commsConsentAdditionalClub),
    photoConsentStatus: (row.photoConsentStatus as 'YES' | 'NO' | null) ?? undefined,
    profileVisibility: row.profileVisibility,
    family: row.familyId ? { id: row.familyId } : undefined,
    organizations: links.map((l) => ({
      ...l,
      organization: { ...l.organization, logo: l.organization.logo ?? undefined },
      additionalType: l.additionalType ?? undefined,
    })),
    gaa_roles: opts.globalRoles,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
  if (!opts.medical) for (const k of MEDICAL) delete dto[k];
  return dto;
}

const yesNo = (v: unknown): boolean | null | undefined =>
  v === undefined ? undefined : v === null ? null : v === 'YES';

/** Profile input (full or partial, already validated) → columns to write. Undefined keys are left alone. */
export function profileToColumns(input: Record<string, unknown>): Partial<typeof person.$inferInsert> {
  const out: Record<string, unknown> = {};
  const copy = [
    'givenName',
    'familyName',
    'alternateGivenName',
    'alternateFamilyName',
    'gender',
    'birthDate',
    'telephone',
    'preferredLanguage',
    'description',
    'uniqueId',
    'address',
    'medicalAlert',
    'medicalDetails',
    'photoConsentStatus',
    'profileVisibility',
    'personType',
  ];
  for (const k of copy) if (input[k] !== undefined) out[k] = input[k];
  for (const k of [
    'medicalConsentToProcess',
    'medicalConsentToTreat',
    'medicalConsentToEmergency',
    'commsConsentClub',
    'commsConsentAdditionalClub',
  ]) {
    const v = yesNo(input[k]);
    if (v !== undefined) out[k] = v;
  }
  return out;
}
