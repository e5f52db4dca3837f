/** Database row ⇄ the domain's Person shape (seed 1 §3), with private fields only for those allowed. */
import type { person } from '../../db/schema/index.ts';
import type { PersonRow } from './person.repository.ts';

type Link = Awaited<ReturnType<typeof import('./person.repository.ts').organizationLinks>>[number];

const MEDICAL = [
  'medicalAlert',
  'medicalDetails',
  'medicalConsentToProcess',
  'medicalConsentToTreat',
  'medicalConsentToEmergency',
] as const;

export function toPersonDto(row: PersonRow, links: Link[], opts: { medical: boolean; username?: string }) {
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
    membershipNumber: row.membershipNumber ?? undefined,
    medicalAlert: row.medicalAlert ?? undefined,
    medicalDetails: row.medicalDetails ?? undefined,
    medicalConsentToProcess: row.medicalConsentToProcess ?? undefined,
    medicalConsentToTreat: row.medicalConsentToTreat ?? undefined,
    medicalConsentToEmergency: row.medicalConsentToEmergency ?? undefined,
    commsConsentClub: row.commsConsentClub ?? undefined,
    commsConsentAdditionalClub: row.commsConsentAdditionalClub ?? undefined,
    photoConsentStatus: row.photoConsentStatus ?? undefined,
    profileVisibility: row.profileVisibility,
    family: row.familyId ? { id: row.familyId } : undefined,
    organizations: links,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
  if (!opts.medical) for (const k of MEDICAL) delete dto[k];
  return dto;
}

const yesNo = (v: unknown): boolean | null | undefined =>
  v === undefined ? undefined : v === null ? null : v === true || v === 'YES' || v === 'yes';

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
    'email',
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
  return out as Partial<typeof person.$inferInsert>;
}
