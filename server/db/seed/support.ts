/**
 * A demo support query (server/services/support): the demo member asked about renewing his membership, so
 * a super admin finds one on the list and the authorization tests have a query that belongs to someone.
 */
import { sql } from 'drizzle-orm';
import { formatSupportReference } from '../../../domain/support/enums.ts';
import type { Tx } from '../client.ts';
import { supportQuery } from '../schema/index.ts';
import type { DemoContext } from './demo.ts';
import { seedId } from './random.ts';

export const DEMO_SUPPORT_QUERY_ID = seedId('support-query', 'member:renewal');

export async function seedDemoSupportQueries(tx: Tx, ctx: DemoContext): Promise<void> {
  const result = await tx.execute(sql`select nextval('support_query_number')::text as n`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { n: string }[];
  const number = Number(rows[0]!.n);
  await tx.insert(supportQuery).values({
    id: DEMO_SUPPORT_QUERY_ID,
    number,
    reference: formatSupportReference(number),
    personId: ctx.userPersonIds.member!,
    name: 'Seán Ó Murchú',
    email: 'member@pairc.example',
    role: 'NON_ADMINISTRATOR',
    category: 'MEMBERSHIP',
    subcategory: 'RENEWAL',
    association: 'GAA',
    county: 'Wicklow',
    club: 'Demo club',
    subject: 'Renewal not showing',
    message: 'I renewed last week but my membership still shows as pending.',
  });
}
