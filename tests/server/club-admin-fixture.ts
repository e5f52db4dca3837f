/** Test fixture: makes a demo user the club admin (ORG_ADMIN) of a club in another county than the main club. */
import { personOrganization } from '../../server/db/schema/index.ts';
import { DEMO_CLUBS } from '../../server/db/seed/clubs.ts';
import { orgId } from '../../server/db/seed/geography.ts';
import { personId } from '../../server/db/seed/people.ts';
import type { TestServer } from './harness.ts';

export async function makeAdminOfAnotherClub(s: TestServer, username: string): Promise<string> {
  const otherClub = orgId.club(DEMO_CLUBS.find((c) => c.county !== 'wicklow')!.key);
  await s.database.db
    .insert(personOrganization)
    .values({
      personId: personId(`demo:${username}`),
      organizationId: otherClub,
      status: 'ACTIVE',
      labels: ['ADMIN_CLUB'],
      privileges: ['ORG_ADMIN'],
      additionalType: 'MEMBER',
    })
    .onConflictDoNothing();
  return otherClub;
}
