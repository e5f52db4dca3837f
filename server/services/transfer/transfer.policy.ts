/**
 * Who may see and do what with player transfers (seed 2 §6: "Club secretaries and county and provincial
 * units review transfers (leaving side and joining side); the applicant can appeal").
 *
 * - The applicant side: the player, and their parent or guardian (family/guardianship.ts) — whoever made the
 *   application or acts for the player. They read, edit a draft, delete a draft, submit, appeal, submit to
 *   the county and add a return date, and handle the documents.
 * - A reviewing unit: a club, county board or provincial council in the application's chain, once it is
 *   submitted. Its reviewers are its secretaries and admins (an ACTIVE link with label EXEC_SECRETARY,
 *   ADMIN_CLUB or ADMIN_TRANSFERS, or privilege ORG_ADMIN). They read the application and its documents and
 *   decide (approval route); which decision is whose turn is the domain's (approval.ts).
 * Nobody else — not a super admin, not another club: passports and visas are in these applications.
 */
import { eq } from 'drizzle-orm';
import type { AuthContext, Policy } from '../../auth/access.ts';
import type { Principal } from '../../auth/principal.ts';
import { playerTransfer, playerTransferApproval } from '../../db/schema/index.ts';
import { dependantIds, isGuardianOfPerson } from '../family/guardianship.ts';

export const REVIEWER_LABELS = ['EXEC_SECRETARY', 'ADMIN_CLUB', 'ADMIN_TRANSFERS'];

/** Units (clubs, county boards, provinces) the principal reviews transfers for. */
export function reviewerUnitsOf(p: Principal): string[] {
  return p.links
    .filter(
      (l) =>
        l.status === 'ACTIVE' &&
        (l.labels.some((x) => REVIEWER_LABELS.includes(x)) || l.privileges.includes('ORG_ADMIN')),
    )
    .map((l) => l.organizationId);
}

/** The caller and the people they act for. */
export async function peopleOf(auth: AuthContext, p: Principal): Promise<string[]> {
  if (!p.personId) return [];
  return [p.personId, ...(await dependantIds(auth.db, p.personId))];
}

/** Whether `p` acts for `personId`: themself, or as their parent or guardian. */
export async function actsFor(auth: AuthContext, p: Principal, personId: string): Promise<boolean> {
  if (!p.personId) return false;
  return p.personId === personId || isGuardianOfPerson(auth.db, p.personId, personId);
}

export interface TransferRole {
  exists: boolean;
  applicant: boolean;
  unit: boolean;
}

export async function transferRole(auth: AuthContext, p: Principal, id: string): Promise<TransferRole> {
  const none = { exists: false, applicant: false, unit: false };
  if (typeof id !== 'string') return none;
  const [row] = await auth.db
    .select({
      personId: playerTransfer.personId,
      applicant: playerTransfer.applicantPersonId,
      status: playerTransfer.status,
      deletedAt: playerTransfer.deletedAt,
    })
    .from(playerTransfer)
    .where(eq(playerTransfer.id, id));
  if (!row || row.deletedAt) return none;
  const applicant = row.applicant === p.personId || (await actsFor(auth, p, row.personId));
  const mine = reviewerUnitsOf(p);
  let unit = false;
  if (row.status !== 'DRAFT' && mine.length > 0) {
    const steps = await auth.db
      .select({ org: playerTransferApproval.organizationId })
      .from(playerTransferApproval)
      .where(eq(playerTransferApproval.transferId, id));
    unit = steps.some((s) => mine.includes(s.org));
  }
  return { exists: true, applicant, unit };
}

/** The applicant side or a unit of the chain (an unknown id is refused like one the caller may not see). */
const either = async (p: Principal, id: string, auth: AuthContext) => {
  const r = await transferRole(auth, p, id);
  return r.applicant || r.unit;
};

export const transferPolicy = {
  'transfer.assets': (p: Principal) => p.personId !== null,
  /** Scoped to the caller's own, their dependants' and their units' applications. */
  'transfer.list': () => true,
  'transfer.export': (p: Principal) => reviewerUnitsOf(p).length > 0,
  'transfer.create': (p: Principal) => p.personId !== null,
  'transfer.read': either,
  'transfer.update': async (p: Principal, id: string, auth) => (await transferRole(auth, p, id)).applicant,
  'transfer.delete': async (p: Principal, id: string, auth) => (await transferRole(auth, p, id)).applicant,
  'transfer.act': async (p: Principal, id: string, auth) => (await transferRole(auth, p, id)).applicant,
  'transfer.decide': async (p: Principal, id: string, auth) => (await transferRole(auth, p, id)).unit,
  'transfer.document': either,
} satisfies Policy;
