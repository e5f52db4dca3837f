/**
 * PATCH /api/vetting/{id}: one action of the transition graph (domain/vetting/transitions.ts) — SUBMIT by the
 * applicant; VALIDATE, REJECT, CANCEL, MARK_FINDINGS, COMPLETE, PROGRESS_TO_ACCESS_NI by the roles of
 * seed 3 §6. The application is locked for the change; SUBMIT checks the stored answers again on the day
 * (the proof of address must still be within 6 months) and the documents present. COMPLETE makes the
 * certification and, when asked, sends the applicant a confirmation e-mail through the notification outbox.
 */
import { eq } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { addDays } from '../../../domain/lib/days.ts';
import { formatDisplayDate, todayInDublin } from '../../../domain/lib/dates.ts';
import { M } from '../../../domain/messages.ts';
import { addMonths, missingDocuments, vettingApplicationInput } from '../../../domain/vetting/application.ts';
import { VETTING_VALID_YEARS, type VettingType } from '../../../domain/vetting/enums.ts';
import { vettingTransition } from '../../../domain/vetting/transitions.ts';
import { vettingApi } from '../../../domain/vetting/vetting.contract.ts';
import { needsGuardianVetting } from '../../../domain/family/family.ts';
import { localNotifications } from '../../adapters/notifications/notifications.ts';
import type { Db } from '../../db/client.ts';
import { person, vettingApplication } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { route } from '../../http/contract.ts';
import { fieldErrors, INVALID_INPUT } from '../../http/validate.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { pickLocale, translate } from '../../i18n.ts';
import { stateOf } from './vetting.dto.ts';
import { actorsOf, vettingDesks } from './vetting.policy.ts';
import {
  documentsOf,
  insertVettingCertification,
  updateApplication,
  type VettingRow,
} from './vetting.repository.ts';
import { callerText, fieldError, vettingDocFor } from './vetting-answers.ts';

export const VETTING_NAMES: Record<string, string> = {
  GARDA_VETTING: 'Garda vetting',
  ACCESS_NI_VETTING_PAID: 'Access NI vetting (paid)',
  ACCESS_NI_VETTING_VOLUNTARY: 'Access NI vetting (voluntary)',
};

async function lockApplication(tx: Db, id: string): Promise<VettingRow> {
  const [row] = await tx.select().from(vettingApplication).where(eq(vettingApplication.id, id)).for('update');
  if (!row) throw notFound('Vetting application not found');
  return row;
}

/** SUBMIT's own checks: the answers still hold today, and the documents the application needs are there. */
async function checkSubmission(c: Context<AppEnv>, tx: Db, row: VettingRow) {
  const stored = await vettingApplicationInput()['~standard'].validate({
    type: row.type,
    association: row.association,
    organizationId: row.organizationId,
    role: row.role,
    purpose: row.purpose,
    applicant: row.applicant,
    accessNiReference: row.accessNiReference ?? '',
    nvb1Date: row.nvb1Date ?? '',
    proofOfAddressDate: row.proofOfAddressDate,
    blockingAnswer: false,
    reviewConfirmed: row.consents.reviewConfirmed,
    consentGiven: row.consents.consentGiven,
    ...(row.guardian ? { guardian: row.guardian } : {}),
  });
  if (stored.issues)
    throw badRequest(INVALID_INPUT, fieldErrors(stored.issues, c.req.header('accept-language')));
  const [profile] = await tx
    .select({ birthDate: person.birthDate })
    .from(person)
    .where(eq(person.id, row.personId));
  const guardian = needsGuardianVetting(profile?.birthDate ?? row.applicant.birthDate, todayInDublin());
  if (guardian && !row.guardian) throw fieldError(c, 400, 'guardian', M.vettingGuardianRequired.id);
  const held = (await documentsOf(tx, row.id)).map((d) => d.category);
  const missing = missingDocuments(row.type as VettingType, guardian, held);
  if (missing.length > 0) {
    const message = callerText(c)(M.vettingDocumentsMissing);
    throw badRequest(
      message,
      missing.map((category) => ({
        field: `documents.${category}`,
        message,
        code: M.vettingDocumentsMissing.id,
      })),
    );
  }
}

async function sendCompletionMail(tx: Db, row: VettingRow, validTo: string) {
  const [who] = await tx
    .select({ language: person.preferredLanguage })
    .from(person)
    .where(eq(person.id, row.personId));
  const locale = pickLocale(who?.language ?? 'en');
  const t = (d: { id: string; message: string }) => translate(d.id, locale, d.message);
  await localNotifications.send(tx, {
    channel: 'EMAIL',
    recipientPersonId: row.personId,
    address: row.applicant.email,
    subject: `${t(M.vettingMailSubject)} (${row.reference})`,
    body: `${t(M.vettingMailBody)} ${formatDisplayDate(validTo)}.`,
    dedupeKey: `vetting-complete:${row.id}`,
  });
}

export function actionRoutes(app: Hono<AppEnv>) {
  route(app, vettingApi.act, {
    resource: (c) => c.req.param('id'),
    handler: async (c, { params: { id }, body: input }) => {
      const { db, principal } = c.get('auth');
      const desks = await vettingDesks(c.get('auth'));
      const row = await lockApplication(db, id);
      const actors = actorsOf(principal!, desks, row);
      const today = todayInDublin();
      const result = vettingTransition(stateOf(row), input, actors, today);
      if (!result.ok) throw fieldError(c, result.field ? 400 : 409, result.field ?? 'action', result.message);
      const patch: Partial<typeof vettingApplication.$inferInsert> = { ...result.patch };
      switch (input.action) {
        case 'SUBMIT':
          await checkSubmission(c, db, row);
          patch.appliedOn = today;
          break;
        case 'VALIDATE':
          patch.inPersonReviewDate = input.inPersonReviewDate;
          patch.validatorPersonId = principal!.personId;
          break;
        case 'REJECT':
          patch.rejectionReason = input.reason;
          break;
        case 'CANCEL':
          patch.cancelReason = input.reason;
          break;
        case 'MARK_FINDINGS':
          patch.findings = input.findings;
          patch.associationReviewBy = principal!.personId;
          break;
        case 'COMPLETE': {
          const validTo = addDays(addMonths(today, 12 * VETTING_VALID_YEARS), -1);
          patch.completedOn = today;
          await insertVettingCertification(db, row, {
            name: VETTING_NAMES[row.type] ?? row.type,
            validFrom: today,
            validTo,
            createdBy: principal!.personId ?? principal!.accountId,
          });
          if (input.sendEmail) await sendCompletionMail(db, row, validTo);
          break;
        }
      }
      await updateApplication(db, id, patch);
      return vettingDocFor(c.get('auth'), id);
    },
  });
}
