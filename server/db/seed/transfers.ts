/**
 * Demo player transfers (server/services/transfer): the demo member (Seán, Naomh Pádraig) has a J1 sanction
 * to a Dublin club waiting for his club's secretary (the demo officer), with his visa and insurance, and a
 * student permit the club rejected (he may appeal); and a draft. The Wicklow county board's secretary (the
 * demo county-secretary) is the county step of both chains.
 */
import { approvalChain, transferTransition, type Actor } from '../../../domain/transfer/approval.ts';
import type { TransferType } from '../../../domain/transfer/enums.ts';
import { transferFormSchema } from '../../../domain/transfer/form-schema.ts';
import type { Tx } from '../client.ts';
import { playerTransfer, playerTransferApproval, playerTransferDocument } from '../schema/index.ts';
import { DEMO_CLUBS } from './clubs.ts';
import type { DemoContext } from './demo.ts';
import { orgId } from './geography.ts';
import { seedId } from './random.ts';

export const DEMO_TRANSFER_IDS = {
  submitted: seedId('player-transfer', 'member:j1'),
  rejected: seedId('player-transfer', 'member:student'),
  draft: seedId('player-transfer', 'member:draft'),
} as const;

/** The joining club of the demo transfers: the first Dublin demo club. */
export const DEMO_JOINING_CLUB = orgId.club(DEMO_CLUBS.find((c) => c.county === 'dublin')!.key);

/** A minimal PDF (the documents' bytes are checked by type when uploaded, not here). */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

function details(type: TransferType) {
  const out: Record<string, string | boolean> = {};
  for (const f of transferFormSchema(type).sections.flatMap((s) => s.fields)) {
    if (f.type === 'FILE' || !f.required) continue;
    out[f.name] = f.type === 'CHECKBOX' ? true : f.type === 'SELECT' ? 'SENIOR' : '';
  }
  return {
    ...out,
    reason: 'A summer in Boston on a J1 visa with the college.',
    originStreetAddress: '4 Main Street',
    originLocality: 'Ashford',
    originCountry: 'Ireland',
    originPostalCode: 'A67 X2Y3',
    ...('destinationStreetAddress' in out
      ? {
          destinationStreetAddress: '12 Dorchester Ave',
          destinationLocality: 'Boston',
          destinationCountry: 'USA',
        }
      : {}),
    ...('collegeName' in out ? { collegeName: 'Maynooth University', course: 'Arts' } : {}),
    lastGameNotApplicable: false,
    lastGameCompetition: 'Wicklow Junior Football Championship',
    lastGameDate: '',
    lastGameGrade: 'Junior',
    ...('passportNationality' in out ? { passportNationality: 'Irish', passportNumber: 'PA1234567' } : {}),
    ...('insurerName' in out ? { insurerName: 'Travel Insure Ltd' } : {}),
  };
}

export async function seedDemoTransfers(tx: Tx, ctx: DemoContext): Promise<void> {
  const member = ctx.userPersonIds.member!;
  const officer = ctx.userPersonIds.officer!;
  const year = ctx.now.getUTCFullYear() + 1;
  const units = {
    LEAVING: { CLUB: ctx.mainClubId, COUNTY: ctx.countyBoardId },
    JOINING: { CLUB: DEMO_JOINING_CLUB, COUNTY: orgId.county('dublin') },
  };
  const applicant: Actor = { personId: member, applicant: true, reviews: () => false };
  const club: Actor = { personId: officer, applicant: false, reviews: (o) => o === ctx.mainClubId };
  const make = (id: string, type: TransferType, endDate: string | null) => ({
    id,
    personId: member,
    applicantPersonId: member,
    additionalType: type,
    association: 'GAA',
    originOrganizationId: ctx.mainClubId,
    destinationOrganizationId: DEMO_JOINING_CLUB,
    startDate: `${year}-03-01`,
    endDate,
    details: { ...details(type), lastGameDate: `${year - 2}-07-14` },
    personSnapshot: { givenName: 'Seán', familyName: 'Ó Murchú', birthDate: '1988-03-17' },
    updatedAt: ctx.now,
  });
  const submit = (type: TransferType) => {
    const r = transferTransition(
      {
        status: 'DRAFT',
        steps: approvalChain(type, units),
        appealed: false,
        additionalType: type,
        startDate: `${year}-03-01`,
      },
      { action: 'SUBMIT' },
      applicant,
      ctx.now,
    );
    if (!r.ok) throw new Error(r.message);
    return r;
  };
  const j1 = submit('GAA_J1_SANCTION');
  const student = submit('GAA_STUDENT_PERMIT');
  const rejected = transferTransition(
    {
      status: student.status,
      steps: student.steps,
      appealed: false,
      additionalType: 'GAA_STUDENT_PERMIT',
      startDate: `${year}-03-01`,
    },
    { action: 'REJECT', reason: 'Membership fees for this year are not paid yet.' },
    club,
    ctx.now,
  );
  if (!rejected.ok) throw new Error(rejected.message);
  await tx.insert(playerTransfer).values([
    { ...make(DEMO_TRANSFER_IDS.submitted, 'GAA_J1_SANCTION', `${year}-08-31`), status: j1.status },
    {
      ...make(DEMO_TRANSFER_IDS.rejected, 'GAA_STUDENT_PERMIT', `${year}-05-31`),
      status: rejected.status,
      rejectedDate: ctx.now.toISOString().slice(0, 10),
    },
    { ...make(DEMO_TRANSFER_IDS.draft, 'GAA_NEW_YORK_SANCTION', `${year}-08-31`), status: 'DRAFT' },
  ]);
  await tx
    .insert(playerTransferApproval)
    .values([
      ...j1.steps.map((s) => ({ ...s, transferId: DEMO_TRANSFER_IDS.submitted })),
      ...rejected.steps.map((s) => ({ ...s, transferId: DEMO_TRANSFER_IDS.rejected })),
    ]);
  await tx.insert(playerTransferDocument).values(
    (['VISA', 'INSURANCE'] as const).map((t) => ({
      id: seedId('player-transfer-document', `member:j1:${t}`),
      transferId: DEMO_TRANSFER_IDS.submitted,
      additionalType: t,
      fileName: `${t.toLowerCase()}.pdf`,
      contentType: 'application/pdf',
      size: PDF.length,
      data: PDF,
      uploadedBy: member,
    })),
  );
}
