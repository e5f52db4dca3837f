/**
 * Demo vetting: the demo `member` (Seán Ó Murchú) has a Garda vetting application with its documents,
 * submitted and awaiting the club children's officer's in-person review, so `childrens-officer` has one to
 * validate and `vetting-officer` sees the track fill. Dates are relative to the seed's clock.
 */
import { todayInDublin } from '../../../domain/lib/dates.ts';
import { addMonths } from '../../../domain/vetting/application.ts';
import type { Tx } from '../client.ts';
import { vettingApplication, vettingDocument } from '../schema/index.ts';
import { seedId } from './random.ts';

export const DEMO_VETTING_ID = seedId('vetting', 'member-garda');

/** A one-page PDF's bytes: enough for the documents' type check and a viewer. */
const TINY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

export async function seedDemoVetting(
  tx: Tx,
  ctx: { mainClubId: string; userPersonIds: Record<string, string>; now: Date },
): Promise<void> {
  const today = todayInDublin(ctx.now);
  const personId = ctx.userPersonIds.member!;
  await tx.insert(vettingApplication).values({
    id: DEMO_VETTING_ID,
    reference: 'VET-000000',
    type: 'GARDA_VETTING',
    association: 'GAA',
    personId,
    organizationId: ctx.mainClubId,
    county: 'Wicklow',
    role: 'COACH_OR_MANAGER',
    purpose: 'Assistant coach, under-10 football',
    applicant: {
      givenName: 'Seán',
      familyName: 'Ó Murchú',
      gender: 'MALE',
      birthDate: '1988-03-17',
      membershipNumber: '',
      email: 'sean.omurchu@example.ie',
      phone: '+353 87 555 0101',
      addressLine1: '12 Bóthar na Trá',
      addressLine2: '',
      town: 'Wicklow',
      county: 'Wicklow',
      postcode: 'A67 W9F2',
    },
    proofOfAddressDate: addMonths(today, -1),
    nvb1Date: addMonths(today, -1),
    consents: { reviewConfirmed: true, consentGiven: true },
    appliedOn: today,
    status: 'IN_REVIEW',
    authenticatorStatus: 'AWAITING_REVIEW',
    governingAgentStatus: 'UNAVAILABLE',
  });
  const docs: [string, string, string][] = [
    ['ID_VALIDATION', 'ID_VALIDATION_FORM', 'id-validation-form.pdf'],
    ['PHOTO_ID', 'PASSPORT', 'passport.pdf'],
    ['PROOF_OF_ADDRESS', 'UTILITY_BILL', 'electricity-bill.pdf'],
    ['ACCEPTANCE', 'NVB1', 'nvb1.pdf'],
  ];
  await tx.insert(vettingDocument).values(
    docs.map(([category, subType, fileName]) => ({
      id: seedId('vetting-document', `member-garda:${category}`),
      applicationId: DEMO_VETTING_ID,
      category,
      subType,
      fileName,
      contentType: 'application/pdf',
      size: TINY_PDF.length,
      data: TINY_PDF,
      uploadedBy: 'seed',
    })),
  );
}
