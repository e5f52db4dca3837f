/**
 * Managed leagues, the use cases (domain/competition/managed-league.ts has the meaning and the rule): hand a
 * division to another organisation, end a hand-over, and list an organisation's hand-overs both ways. Each
 * runs in the request's transaction; the policy (competition-admin.policy.ts) has already said the caller is
 * on the owner's side. SQL in competition-tabs.repository.ts.
 */
import { handOverProblem, type ManagedLeague } from '../../../domain/competition/managed-league.ts';
import { COMPETITION_MESSAGES as CM } from '../../../domain/competition/messages.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { fieldError } from '../../http/field-error.ts';
import { findDivision } from './competition.repository.ts';
import {
  endManagedLeagueRow,
  findManagedLeagueRow,
  insertManagedLeague,
  lockDivision,
  managedLeagueDocs,
  organizationExists,
  runningManagerOf,
} from './competition-tabs.repository.ts';

async function docOf(db: Db, id: string): Promise<ManagedLeague> {
  const [doc] = await managedLeagueDocs(db, { id });
  if (!doc) throw notFound('Managed league not found');
  return doc;
}

export async function handOverDivision(
  db: Db,
  divisionId: string,
  managerId: string,
  by: string | null,
  lang: string | undefined,
): Promise<ManagedLeague> {
  await lockDivision(db, divisionId);
  const target = await findDivision(db, divisionId);
  if (!target || target.competition.status === 'DELETED') throw notFound('Division not found');
  if (!(await organizationExists(db, managerId)))
    throw fieldError('organizationId', 'validation.option.invalid', lang);
  const problem = handOverProblem({
    ownerId: target.competition.organizationId,
    managerId,
    runningManagerId: await runningManagerOf(db, divisionId),
  });
  if (problem === 'self') throw fieldError('organizationId', CM.handOverToSelf.id, lang);
  if (problem === 'running') throw fieldError('organizationId', CM.handOverRunning.id, lang, 409);
  const id = await insertManagedLeague(db, {
    divisionId,
    ownerId: target.competition.organizationId,
    managerId,
    createdBy: by,
  });
  return docOf(db, id);
}

export async function endManagedLeague(
  db: Db,
  id: string,
  by: string | null,
  lang: string | undefined,
): Promise<ManagedLeague> {
  const row = await findManagedLeagueRow(db, id);
  if (!row) throw notFound('Managed league not found');
  if (!(await endManagedLeagueRow(db, id, by))) throw fieldError('id', CM.handOverEnded.id, lang, 409);
  return docOf(db, id);
}

export async function managedLeaguesOf(db: Db, orgId: string) {
  return {
    handedOut: await managedLeagueDocs(db, { ownerId: orgId }),
    managing: await managedLeagueDocs(db, { managerId: orgId }),
  };
}
