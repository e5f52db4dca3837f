/** Team records → the domain's Group document and members-table rows (seed 2 §3). */
import { ageOn, todayInDublin } from '../../../domain/lib/dates.ts';
import type { GroupMemberRole } from '../../../domain/team/enums.ts';
import type { VettingStanding } from '../../../domain/vetting/vetting-standing.ts';
import type { Group, GroupMemberDoc, MemberRow } from '../../../domain/team/group.ts';
import type { GroupRow } from './group-access.ts';
import type { MemberRecord } from './team.repository.ts';

export function toGroupDoc(
  g: GroupRow,
  extra: {
    organizationName?: string;
    myRole?: GroupMemberRole | null;
    canManage?: boolean;
    members?: GroupMemberDoc[];
  } = {},
): Group {
  return {
    id: g.id,
    version: g.version,
    updatedAt: g.updatedAt.toISOString(),
    organizationId: g.organizationId,
    ...(extra.organizationName ? { organizationName: extra.organizationName } : {}),
    name: g.name,
    additionalType: g.additionalType,
    ageLevel: g.ageLevel,
    activity: g.activity,
    suffix: g.suffix,
    viewOthersInGroup: g.viewOthersInGroup,
    selfJoin: g.selfJoin,
    selfLeave: g.selfLeave,
    status: g.status,
    myRole: extra.myRole ?? null,
    canManage: extra.canManage ?? false,
    ...(extra.members ? { members: extra.members } : {}),
  };
}

export const groupTombstone = (g: GroupRow): Group & { deleted: true } => ({
  ...toGroupDoc(g),
  deleted: true,
});

/** What a device needs pitch-side; medical flags only when the holder may see them. */
export function toMemberDoc(m: MemberRecord, canSeeMedical: boolean): GroupMemberDoc {
  return {
    id: m.id,
    personId: m.personId,
    givenName: m.givenName,
    familyName: m.familyName,
    role: m.role as GroupMemberRole,
    photoConsent: m.photoConsentStatus === 'YES',
    ...(canSeeMedical
      ? { medicalConsent: m.medicalConsentToTreat === true, medicalAlert: Boolean(m.medicalAlert) }
      : {}),
  };
}

/**
 * One members-table row; the medical columns are left out entirely for those who may not see them, and the
 * vetting standing is there only when given (member-vetting.ts).
 */
export function toMemberRow(
  m: MemberRecord,
  canSeeMedical: boolean,
  vetting?: ReadonlyMap<string, VettingStanding>,
  today = todayInDublin(),
): MemberRow {
  return {
    id: m.id,
    personId: m.personId,
    name: `${m.givenName} ${m.familyName}`,
    givenName: m.givenName,
    familyName: m.familyName,
    birthDate: m.birthDate,
    gender: m.gender,
    memberType: m.personType,
    age: m.birthDate ? ageOn(m.birthDate, today) : null,
    membership: m.membershipNumber,
    role: m.role as GroupMemberRole,
    photoConsent: m.photoConsentStatus,
    ...(canSeeMedical ? { medicalConsent: m.medicalConsentToTreat, medicalAlert: m.medicalAlert } : {}),
    hasAccount: Boolean(m.hasAccount),
    clubCommunications: m.commsConsentClub,
    ...(vetting?.has(m.personId) ? { vettingStatus: vetting.get(m.personId) } : {}),
  };
}
