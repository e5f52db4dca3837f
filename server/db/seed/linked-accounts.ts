/**
 * Demo linked accounts (server/services/linked-account): the demo member (Seán) has his Foireann account and
 * his Handball account; the demo parent (Pádraig) his Foireann account, which his daughter Aoife is
 * registered under (GUARDIAN), and hers (PRIMARY). The demo super admin (a LINK_ACCOUNT_ADMIN) finds them on
 * /third-party-accounts-admin.
 */
import type { Tx } from '../client.ts';
import { linkedAccount, linkedAccountAudit } from '../schema/index.ts';
import type { DemoContext } from './demo.ts';
import { personId } from './people.ts';
import { seedId } from './random.ts';

export const DEMO_LINKED_ACCOUNT_IDS = {
  memberFoireann: seedId('linked-account', 'member:foireann'),
  memberHandball: seedId('linked-account', 'member:handball'),
  parentFoireann: seedId('linked-account', 'parent:foireann'),
  childGuardian: seedId('linked-account', 'child-older:guardian'),
  childFoireann: seedId('linked-account', 'child-older:foireann'),
} as const;

export async function seedDemoLinkedAccounts(tx: Tx, ctx: DemoContext): Promise<void> {
  const member = ctx.userPersonIds.member!;
  const parent = ctx.userPersonIds.parent!;
  const child = personId('demo:parent:child-older');
  const ids = DEMO_LINKED_ACCOUNT_IDS;
  const rows = [
    {
      id: ids.memberFoireann,
      personId: member,
      actor: member,
      type: 'FOIREANN',
      identifier: 'F-1029384',
      name: 'Seán Ó Murchú',
      relationship: 'PRIMARY',
    },
    {
      id: ids.memberHandball,
      personId: member,
      actor: member,
      type: 'HANDBALL',
      identifier: 'HB-20-7731',
      name: 'Sean O Murchu',
      relationship: 'PRIMARY',
    },
    {
      id: ids.parentFoireann,
      personId: parent,
      actor: parent,
      type: 'FOIREANN',
      identifier: 'F-0048213',
      name: 'Pádraig Ó Briain',
      relationship: 'PRIMARY',
    },
    {
      id: ids.childGuardian,
      personId: child,
      actor: parent,
      type: 'FOIREANN',
      identifier: 'F-0048213',
      name: 'Pádraig Ó Briain',
      relationship: 'GUARDIAN',
    },
    {
      id: ids.childFoireann,
      personId: child,
      actor: parent,
      type: 'FOIREANN',
      identifier: 'F-3310457',
      name: 'Aoife Ní Bhriain',
      relationship: 'PRIMARY',
    },
  ];
  await tx
    .insert(linkedAccount)
    .values(
      rows.map(({ actor, ...r }) => ({ ...r, identifierKey: r.identifier.toLowerCase(), createdBy: actor })),
    );
  await tx.insert(linkedAccountAudit).values(
    rows.map((r) => ({
      id: seedId('linked-account-audit', r.id),
      linkedAccountId: r.id,
      personId: r.personId,
      event: 'LINKED',
      actorPersonId: r.actor,
      detail: { type: r.type, identifier: r.identifier, name: r.name, relationship: r.relationship },
    })),
  );
}
