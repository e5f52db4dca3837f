/**
 * The use case behind PATCH /player-transfer/{id} (the applicant side: SUBMIT, APPEAL, SUBMIT_TO_COUNTY,
 * ADD_RETURN_DATE) and PATCH /player-transfer-approval/{id} (a reviewing unit: APPROVE, REJECT,
 * REQUEST_REWORK, EXPEDITE, COMPLETE, ADD_RETURN_DATE). In one transaction, with the application locked:
 * SUBMIT checks the stored answers again on the day (the start date must still be in the future) and the
 * documents the type needs, and builds the chain from the organisation tree; the domain's transition
 * decides; the steps, status and dates are stored; COMPLETE moves or adds the memberships; every action is
 * audited and notified (transfer-notify.ts).
 */
import { uuidv7 } from 'uuidv7';
import { todayInDublin } from '../../../domain/lib/dates.ts';
import { isMessageId, M, messageText } from '../../../domain/messages.ts';
import {
  approvalChain,
  expireSteps,
  transferTransition,
  type Actor,
  type TransferAction,
} from '../../../domain/transfer/approval.ts';
import type { TransferType } from '../../../domain/transfer/enums.ts';
import {
  missingDocuments,
  transferFormSchema,
  transferInputSchema,
} from '../../../domain/transfer/form-schema.ts';
import { TRANSFER_TYPE_RULES } from '../../../domain/transfer/type-rules.ts';
import type { AuthContext } from '../../auth/access.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../http/errors.ts';
import { fieldErrors, INVALID_INPUT } from '../../http/validate.ts';
import { pickLocale, translate } from '../../i18n.ts';
import { stateOf } from './transfer.dto.ts';
import { actsFor, reviewerUnitsOf } from './transfer.policy.ts';
import { notifyDecision } from './transfer-notify.ts';
import {
  audit,
  documentsOf,
  findTransfer,
  inputOf,
  saveSteps,
  setTransfer,
  snapshotOf,
  stepsOf,
  unitsOf,
  type TransferRow,
} from './transfer.repository.ts';
import { endTemporaryMembership, moveMemberships } from './transfer-memberships.ts';

const text = (id: string, lang?: string | null) =>
  isMessageId(id) ? translate(id, pickLocale(lang), messageText(id)) : id;

/** The stored application still passes its type's schema today, and holds the documents the type needs. */
async function checkSubmission(db: Db, row: TransferRow, lang?: string | null) {
  const form = transferFormSchema(row.additionalType as TransferType);
  const stored = await transferInputSchema(form)['~standard'].validate(inputOf(row));
  if (stored.issues) throw badRequest(INVALID_INPUT, fieldErrors(stored.issues, lang));
  const held = (await documentsOf(db, [row.id])).map((d) => d.additionalType);
  const missing = missingDocuments(form, held);
  if (missing.length > 0) {
    const message = text(M.transferDocumentsMissing.id, lang);
    throw badRequest(
      message,
      missing.map((d) => ({ field: `documents.${d}`, message, code: M.transferDocumentsMissing.id })),
    );
  }
}

export async function actOnTransfer(
  auth: AuthContext,
  id: string,
  input: TransferAction,
  route: 'applicant' | 'unit',
  lang?: string | null,
  now: Date = new Date(),
) {
  const { db, principal } = auth;
  const p = principal!;
  const row = await findTransfer(db, id, true);
  if (!row) throw notFound('Player transfer not found');
  let steps = (await stepsOf(db, [id])).get(id) ?? [];
  const units = reviewerUnitsOf(p);
  const actor: Actor = {
    personId: p.personId ?? '',
    applicant:
      route === 'applicant' &&
      (row.applicantPersonId === p.personId || (await actsFor(auth, p, row.personId))),
    reviews: route === 'unit' ? (o) => units.includes(o) : () => false,
  };
  if (input.action === 'SUBMIT' && actor.applicant) {
    await checkSubmission(db, row, lang);
    if (row.status === 'DRAFT')
      steps = approvalChain(
        row.additionalType as TransferType,
        await unitsOf(db, row.originOrganizationId, row.destinationOrganizationId, row.association),
      );
  }
  const r = transferTransition(stateOf(row, steps), input, actor, now);
  if (!r.ok) {
    const message = text(r.message, lang);
    if (r.forbidden) throw forbidden(message);
    if (isMessageId(r.message))
      throw new HttpError(409, message, [{ field: 'returnDate', message, code: r.message }]);
    throw conflict(message);
  }
  const today = todayInDublin(now);
  await saveSteps(db, id, r.steps);
  const reason = 'reason' in input ? input.reason : null;
  await setTransfer(db, id, {
    status: r.status,
    appealed: r.appealed,
    ...(r.status === 'APPROVED' && row.status !== 'APPROVED' ? { approvedDate: today } : {}),
    ...(r.status === 'REJECTED' ? { rejectedDate: today } : {}),
    ...(r.returnDate ? { returnDate: r.returnDate } : {}),
    ...(input.action === 'SUBMIT' && row.status === 'DRAFT'
      ? { personSnapshot: await snapshotOf(db, row.personId) }
      : {}),
  });
  if (input.action === 'COMPLETE')
    await moveMemberships(
      db,
      row,
      TRANSFER_TYPE_RULES[row.additionalType as TransferType].kind === 'TRANSFER',
      today,
    );
  if (r.returnDate) await endTemporaryMembership(db, id, r.returnDate);
  const auditId = uuidv7();
  await audit(db, {
    id: auditId,
    transferId: id,
    actorPersonId: p.personId,
    action: input.action === 'EXPEDITE' ? `EXPEDITE_${input.decision}` : input.action,
    from: row.status,
    to: r.status,
    reason,
  });
  await notifyDecision(db, row, { status: r.status, next: r.next, reason }, auditId);
}

/**
 * The expiry job's change of one application: its due step EXPIRED, the application EXPIRED. In the caller's
 * transaction (the job opens one per application).
 */
export async function expireTransfer(db: Db, id: string, now: Date) {
  const row = await findTransfer(db, id, true);
  if (!row || (row.status !== 'AWAITING_APPROVAL' && row.status !== 'AWAITING_REVIEW')) return;
  const steps = expireSteps((await stepsOf(db, [id])).get(id) ?? [], now);
  if (!steps) return;
  await saveSteps(db, id, steps);
  await setTransfer(db, id, { status: 'EXPIRED' });
  const auditId = uuidv7();
  await audit(db, {
    id: auditId,
    transferId: id,
    actorPersonId: null,
    action: 'EXPIRE',
    from: row.status,
    to: 'EXPIRED',
  });
  await notifyDecision(db, row, { status: 'EXPIRED', next: null }, auditId);
}
