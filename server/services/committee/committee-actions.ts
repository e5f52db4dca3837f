/**
 * Use cases of the club committee: assign and unassign a position, create and delete a custom position (each
 * audited in the same transaction), the committee document and the §5 committee check (also run by a
 * survey's submission: survey-actions.ts).
 */
import {
  CHILDRENS_OFFICER,
  committeeProblems,
  type CommitteeDoc,
  type CommitteePositionDoc,
} from '../../../domain/committee/committee.ts';
import { M, messageText, type MessageId } from '../../../domain/messages.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { fieldError } from '../../http/field-error.ts';
import { pickLocale, translate } from '../../i18n.ts';
import {
  audit,
  clubFacts,
  createCustom,
  deletePosition,
  isActiveMember,
  lockPosition,
  membersOf,
  positionsOf,
  setHolder,
  titleTaken,
} from './committee.repository.ts';

type Positions = Awaited<ReturnType<typeof positionsOf>>;

function problems(positions: Positions, club: Awaited<ReturnType<typeof clubFacts>>): MessageId[] {
  const mailbox = Object.values(club?.email.clubChildrensOfficer ?? {}).find((x) => x.trim() !== '');
  const officer = positions.find((p) => p.name === CHILDRENS_OFFICER && p.personId !== null);
  return committeeProblems({
    positions,
    officerEmail: mailbox ?? officer?.holderEmail,
    address: club?.address,
  });
}

/** §5: the message ids of what keeps the club's committee from a survey's review step. */
export async function committeeCheck(db: Db, orgId: string): Promise<MessageId[]> {
  const [positions, club] = await Promise.all([positionsOf(db, orgId), clubFacts(db, orgId)]);
  return problems(positions, club);
}

/** The same check as a refusal: 409, one field error `committee` per rule (code = message id). */
export function committeeRefusal(missing: MessageId[], acceptLanguage?: string | null) {
  const locale = pickLocale(acceptLanguage);
  const text = (id: MessageId) => translate(id, locale, messageText(id));
  return new HttpError(
    409,
    text(M.committeeIncomplete.id),
    missing.map((id) => ({ field: 'committee', code: id, message: text(id) })),
  );
}

const toPosition = ({ holderEmail: _, ...p }: Positions[number]): CommitteePositionDoc => p;

export async function committeeDoc(db: Db, orgId: string): Promise<CommitteeDoc> {
  const [positions, club, members] = await Promise.all([
    positionsOf(db, orgId),
    clubFacts(db, orgId),
    membersOf(db, orgId),
  ]);
  return {
    organizationId: orgId,
    positions: positions.map(toPosition),
    members,
    missing: problems(positions, club),
  };
}

async function positionOrThrow(tx: Db, orgId: string, positionId: string, lang?: string) {
  const row = await lockPosition(tx, orgId, positionId);
  if (!row) throw new HttpError(404, translate(M.notFound.id, pickLocale(lang), messageText(M.notFound.id)));
  return { ...row, title: row.title ?? row.name ?? '' };
}

/** Assigns a member (replacing the holder: an unassign entry, then the assignment). Same holder: no change. */
export async function assignPosition(
  tx: Db,
  actor: string | null,
  orgId: string,
  positionId: string,
  personId: string,
  lang?: string,
) {
  const pos = await positionOrThrow(tx, orgId, positionId, lang);
  if (pos.personId === personId) return;
  if (!(await isActiveMember(tx, orgId, personId)))
    throw fieldError('personId', M.committeeNotMember.id, lang, 409);
  const base = { organizationId: orgId, positionId, positionTitle: pos.title, actorPersonId: actor };
  if (pos.personId) await audit(tx, { ...base, event: 'POSITION_UNASSIGNED', subjectPersonId: pos.personId });
  await setHolder(tx, positionId, personId);
  await audit(tx, { ...base, event: 'POSITION_ASSIGNED', subjectPersonId: personId });
}

export async function unassignPosition(
  tx: Db,
  actor: string | null,
  orgId: string,
  positionId: string,
  lang?: string,
) {
  const pos = await positionOrThrow(tx, orgId, positionId, lang);
  if (!pos.personId) return;
  await setHolder(tx, positionId, null);
  await audit(tx, {
    organizationId: orgId,
    positionId,
    positionTitle: pos.title,
    actorPersonId: actor,
    event: 'POSITION_UNASSIGNED',
    subjectPersonId: pos.personId,
  });
}

export async function createCustomPosition(
  tx: Db,
  actor: string | null,
  orgId: string,
  title: string,
  lang?: string,
) {
  if (await titleTaken(tx, orgId, title)) throw fieldError('title', M.committeeTitleTaken.id, lang, 409);
  const positionId = await createCustom(tx, orgId, title);
  await audit(tx, {
    organizationId: orgId,
    positionId,
    positionTitle: title,
    actorPersonId: actor,
    event: 'CUSTOM_POSITION_CREATED',
  });
  return positionId;
}

export async function deleteCustomPosition(
  tx: Db,
  actor: string | null,
  orgId: string,
  positionId: string,
  lang?: string,
) {
  const pos = await positionOrThrow(tx, orgId, positionId, lang);
  if (pos.name !== null) throw fieldError('positionId', M.committeeNotCustom.id, lang, 409);
  await deletePosition(tx, positionId);
  await audit(tx, {
    organizationId: orgId,
    positionId,
    positionTitle: pos.title,
    actorPersonId: actor,
    event: 'CUSTOM_POSITION_DELETED',
    subjectPersonId: pos.personId,
  });
}
