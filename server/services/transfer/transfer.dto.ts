/**
 * A player transfer as answered to the applicant side and the reviewing units: the row, its values, its
 * chain with the units' names, its documents, and the actions the caller may take now (computed by the
 * domain's transition function, so the app shows only buttons that will work).
 */
import {
  transferTransition,
  type Actor,
  type ApprovalStep,
  type TransferAction,
} from '../../../domain/transfer/approval.ts';
import type { TransferStatus, TransferType } from '../../../domain/transfer/enums.ts';
import type { Db } from '../../db/client.ts';
import {
  documentsOf,
  inputOf,
  organizationNames,
  personNames,
  stepsOf,
  type TransferRow,
} from './transfer.repository.ts';

const PROBES: TransferAction[] = [
  { action: 'SUBMIT' },
  { action: 'APPROVE' },
  { action: 'REJECT', reason: 'x' },
  { action: 'REQUEST_REWORK', reason: 'x' },
  { action: 'EXPEDITE', decision: 'APPROVE', reason: 'x' },
  { action: 'APPEAL', reason: 'x' },
  { action: 'SUBMIT_TO_COUNTY' },
  { action: 'COMPLETE' },
  { action: 'ADD_RETURN_DATE', returnDate: '9999-12-31' },
];
const APPLICANT_ACTIONS = ['SUBMIT', 'APPEAL', 'SUBMIT_TO_COUNTY', 'ADD_RETURN_DATE'];

export const stateOf = (row: TransferRow, steps: ApprovalStep[]) => ({
  status: row.status as TransferStatus,
  steps,
  appealed: row.appealed,
  additionalType: row.additionalType as TransferType,
  startDate: row.startDate,
});

/** The actions `actor` may take now; `applicant:` or `unit:` says which route takes it. */
export function actionsFor(row: TransferRow, steps: ApprovalStep[], actor: Actor): string[] {
  const out: string[] = [];
  for (const probe of PROBES) {
    const who: Actor[] = APPLICANT_ACTIONS.includes(probe.action)
      ? [{ ...actor, reviews: () => false }]
      : [{ ...actor, applicant: false }];
    if (probe.action === 'ADD_RETURN_DATE') who.push({ ...actor, applicant: false });
    for (const a of who) {
      const r = transferTransition(stateOf(row, steps), probe, a, new Date());
      const route = a.applicant ? 'applicant' : 'unit';
      if (r.ok && !out.includes(`${route}:${probe.action}`)) out.push(`${route}:${probe.action}`);
    }
  }
  // A draft has no chain yet (it is built on submission): the applicant may submit it.
  if (row.status === 'DRAFT' && actor.applicant)
    out.push('applicant:SUBMIT', 'applicant:EDIT', 'applicant:DELETE');
  if (row.status === 'REWORK_REQUESTED' && actor.applicant) out.push('applicant:EDIT');
  return out;
}

export async function toTransferDocs(
  db: Db,
  rows: TransferRow[],
  actorOf: (row: TransferRow, steps: ApprovalStep[]) => Actor,
) {
  const ids = rows.map((r) => r.id);
  const steps = await stepsOf(db, ids);
  const docs = await documentsOf(db, ids);
  const orgs = await organizationNames(db, [
    ...rows.flatMap((r) => [r.originOrganizationId, r.destinationOrganizationId]),
    ...[...steps.values()].flat().map((s) => s.organizationId),
  ]);
  const people = await personNames(
    db,
    rows.map((r) => r.personId),
  );
  return rows.map((r) => {
    const chain = steps.get(r.id) ?? [];
    return {
      id: r.id,
      version: r.version,
      updateDate: r.updatedAt.toISOString(),
      status: r.status,
      personId: r.personId,
      personName: people.get(r.personId) ?? '',
      applicantPersonId: r.applicantPersonId,
      additionalType: r.additionalType,
      association: r.association,
      originOrganizationId: r.originOrganizationId,
      originOrganizationName: orgs.get(r.originOrganizationId) ?? '',
      destinationOrganizationId: r.destinationOrganizationId,
      destinationOrganizationName: orgs.get(r.destinationOrganizationId) ?? '',
      startDate: r.startDate,
      endDate: r.endDate,
      returnDate: r.returnDate,
      approvedDate: r.approvedDate,
      rejectedDate: r.rejectedDate,
      appealed: r.appealed,
      values: inputOf(r),
      approvals: chain.map((s) => ({ ...s, organizationName: orgs.get(s.organizationId) ?? '' })),
      documents: docs
        .filter((d) => d.transferId === r.id)
        .map((d) => ({ id: d.id, additionalType: d.additionalType, fileName: d.fileName, size: d.size })),
      actions: actionsFor(r, chain, actorOf(r, chain)),
    };
  });
}
export type TransferDoc = Awaited<ReturnType<typeof toTransferDocs>>[number];
