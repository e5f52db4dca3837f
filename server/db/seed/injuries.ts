/**
 * Demo injury records: injuries across the coach's club (Naomh Pádraig) — its senior footballers, U12
 * footballers and U14 hurlers, and the demo `member` — in every availability, some drafts, with public notes
 * everyone with access reads and private notes only the `injury-specialist` reads. Dates are relative to the
 * seed's clock, so the demo always has current injuries. Also injury notifications by the demo `member`, one
 * in each status, for the club secretary (`officer`) to decide.
 */
import type { InjuryDetail } from '../../../domain/injury/injury-record.ts';
import type { DiagnosisKind } from '../../../domain/injury/diagnosis.ts';
import type { InjuryArea, InjuryGrade, InjurySide } from '../../../domain/injury/enums.ts';
import { addDays } from '../../../domain/lib/days.ts';
import { todayInDublin } from '../../../domain/lib/dates.ts';
import type { Tx } from '../client.ts';
import { injuryNotification, injuryNotificationDocument, injuryRecord } from '../schema/index.ts';
import { MAIN_CLUB_KEY } from './clubs.ts';
import { teamId } from './competition.ts';
import { seedId } from './random.ts';

export interface InjurySeedContext {
  mainClubId: string;
  membersByClub: Map<string, { id: string; adult: boolean }[]>;
  userPersonIds: Record<string, string>;
  now: Date;
}

interface Spec {
  team: 'senior' | 'u12' | 'u14';
  daysAgo: number;
  availability: 'AVAILABLE' | 'RESTRICTED' | 'INJURED';
  status?: 'DRAFT';
  partialAfter?: number;
  fullAfter?: number;
  tissue: string;
  activity: string;
  mechanism: string;
  severity: string;
  details: InjuryDetail[];
  publicNotes: string;
  privateNotes: string;
}

const d = (side: InjurySide, area: InjuryArea, kind: DiagnosisKind, grade: InjuryGrade): InjuryDetail => ({
  side,
  area,
  diagnosis: `${area}.${kind}`,
  grade,
});

const SPECS: Spec[] = [
  {
    team: 'senior',
    daysAgo: 12,
    availability: 'INJURED',
    tissue: 'MUSCLE',
    activity: 'MATCH',
    mechanism: 'SPRINTING',
    severity: 'MODERATE',
    details: [d('LEFT', 'THIGH', 'STRAIN', '2')],
    publicNotes: 'Hamstring strain in the league match. No running for two weeks.',
    privateNotes: 'Third hamstring episode in 18 months; refer to physio for loading programme.',
  },
  {
    team: 'senior',
    daysAgo: 30,
    availability: 'RESTRICTED',
    partialAfter: 21,
    tissue: 'LIGAMENT',
    activity: 'TRAINING',
    mechanism: 'CHANGE_OF_DIRECTION',
    severity: 'SEVERE',
    details: [d('RIGHT', 'KNEE', 'SPRAIN', '2B'), d('RIGHT', 'ANKLE', 'SPRAIN', '1')],
    publicNotes: 'Back in non-contact training; no matches yet.',
    privateNotes: 'MRI: MCL grade 2; meniscus intact. Reviewed by Dr Byrne.',
  },
  {
    team: 'senior',
    daysAgo: 45,
    availability: 'AVAILABLE',
    partialAfter: 20,
    fullAfter: 35,
    tissue: 'FRACTURE',
    activity: 'MATCH',
    mechanism: 'CONTACT_PLAYER',
    severity: 'MODERATE',
    details: [d('LEFT', 'HAND', 'FRACTURE', 'FRACTURE')],
    publicNotes: 'Cleared to play; strapping for the first few games.',
    privateNotes: 'Fifth metacarpal fracture, healed on X-ray.',
  },
  {
    team: 'u14',
    daysAgo: 3,
    availability: 'INJURED',
    tissue: 'JOINT_GENERAL',
    activity: 'MATCH',
    mechanism: 'CONTACT_HURL',
    severity: 'MINOR',
    details: [d('RIGHT', 'WRIST', 'SPRAIN', '1')],
    publicNotes: 'Struck on the wrist by a hurl. Rest this week.',
    privateNotes: 'Parent reports pain at night; X-ray if no better by Friday.',
  },
  {
    team: 'u12',
    daysAgo: 6,
    availability: 'RESTRICTED',
    status: 'DRAFT',
    tissue: 'SKIN',
    activity: 'TRAINING',
    mechanism: 'CONTACT_OTHER',
    severity: 'MINOR',
    details: [d('N_A', 'HEAD', 'LACERATION', 'N_A')],
    publicNotes: 'Small cut above the eye; helmet on at all times.',
    privateNotes: 'Steri-strips applied; concussion screen negative.',
  },
];

const TEAM_KEYS = {
  senior: ['Football', 'SENIOR'],
  u12: ['Football', 'U12'],
  u14: ['Hurling', 'U14'],
} as const;

export async function seedDemoInjuries(tx: Tx, ctx: InjurySeedContext): Promise<void> {
  const today = todayInDublin(ctx.now);
  const members = ctx.membersByClub.get(ctx.mainClubId) ?? [];
  const adults = members.filter((m) => m.adult);
  const youths = members.filter((m) => !m.adult);
  let nextAdult = 0;
  let nextYouth = 0;
  const rows = SPECS.map((s, i) => {
    const personId =
      i === 0
        ? ctx.userPersonIds.member!
        : s.team === 'senior'
          ? adults[nextAdult++ % adults.length]!.id
          : youths[nextYouth++ % youths.length]!.id;
    const [activity, ageLevel] = TEAM_KEYS[s.team];
    const injuryDate = addDays(today, -s.daysAgo);
    return {
      id: seedId('injury', String(i)),
      personId,
      groupId: teamId(MAIN_CLUB_KEY, activity, ageLevel),
      status: s.status ?? 'COMPLETE',
      injuryDate,
      partialReturnDate: s.partialAfter === undefined ? null : addDays(injuryDate, s.partialAfter),
      fullReturnDate: s.fullAfter === undefined ? null : addDays(injuryDate, s.fullAfter),
      additionalType: s.tissue,
      activityType: s.activity,
      surface: s.fullAfter === undefined ? null : 'GRASS_PITCH',
      injuryOnset: s.fullAfter === undefined ? null : 'ACUTE',
      mechanism: s.mechanism,
      injuryHistory: s.fullAfter === undefined ? null : 'NEW',
      injuryDetails: s.details,
      availability: s.availability,
      severity: s.severity,
      publicNotes: s.publicNotes,
      privateNotes: s.privateNotes,
      createdBy: ctx.userPersonIds['injury-specialist'] ?? null,
    };
  });
  await tx.insert(injuryRecord).values(rows);
}

/** What a demo notification says beyond its unit, team and date (every field of the form). */
function notificationDetails(i: number) {
  return {
    activity: 'Football',
    oppositionOrganization: 'Cill Mhantáin',
    surface: 'GRASS_PITCH',
    weather: (['WET', 'DRY', 'WINDY', 'DRY', 'WET'] as const)[i],
    lighting: 'DAYLIGHT',
    footwear: 'MOULDED_STUDS',
    injuryCause: 'Landed awkwardly after contesting a high ball in the league match.',
    isSubstituted: true,
    hasLossOfConsciousness: false,
    hasHeadGear: false,
    hasMouthGuard: true,
    employmentStatus: 'EMPLOYED',
    wasTreatmentAdministered: true,
    treatment: 'HOSPITAL',
    otherTreatmentText: '',
    privateMedicalInsurance: false,
    privateMedicalInsurancePlan: '',
    natureOfClaim: 'MEDICAL_EXPENSES',
    claimNumber: '',
    area: 'ANKLE',
    detail: 'ANKLE.SPRAIN',
    severity: 'MODERATE',
    additionalInformation: '',
    claimantConfirmed: true,
    declarationTrue: true,
    declarationRules: true,
    declarationDataSharing: true,
    declarationMedicalRecords: true,
    declarationNoOtherClaim: true,
  };
}

/** A tiny valid PDF, as the referee report of the demo notifications that have one. */
const DEMO_PDF = Buffer.from(
  '%PDF-1.1\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** Notifications by the demo `member` for his own injury, one in each status; the club secretary decides. */
export async function seedDemoNotifications(tx: Tx, ctx: InjurySeedContext): Promise<void> {
  const today = todayInDublin(ctx.now);
  const claimant = ctx.userPersonIds.member!;
  const statuses = ['DRAFT', 'AWAITING_APPROVAL', 'APPROVED', 'REJECTED', 'COMPLETED'] as const;
  const rows = statuses.map((status, i) => ({
    id: seedId('injury-notification', status),
    claimantPersonId: claimant,
    personId: claimant,
    organizationId: ctx.mainClubId,
    groupId: teamId(MAIN_CLUB_KEY, 'Football', 'SENIOR'),
    injuryDate: addDays(today, -(5 + i * 8)),
    status,
    details: notificationDetails(i),
    submittedOn: status === 'DRAFT' ? null : addDays(today, -(3 + i * 8)),
    decidedBy: ['APPROVED', 'REJECTED', 'COMPLETED'].includes(status)
      ? (ctx.userPersonIds.officer ?? null)
      : null,
    approvalConfirmed: status === 'APPROVED' || status === 'COMPLETED',
  }));
  await tx.insert(injuryNotification).values(rows);
  await tx.insert(injuryNotificationDocument).values(
    rows
      .filter((r) => r.status !== 'DRAFT' && r.status !== 'REJECTED')
      .map((r) => ({
        id: seedId('injury-notification-document', r.id),
        notificationId: r.id,
        additionalType: 'REFEREE_REPORT',
        fileName: 'referee-report.pdf',
        contentType: 'application/pdf',
        size: DEMO_PDF.length,
        data: DEMO_PDF,
      })),
  );
}
