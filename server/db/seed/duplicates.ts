/**
 * Duplicate members to try the duplicates review on (issue 28 item 4): the main club holds two people entered
 * twice, once in Irish and once in English — Seán Ó Briain / John O'Brien and Pádraig Ó Néill / Patrick
 * O'Neill, each pair with one date of birth — plus Nóra and Aoife Ní Dhuibhir, who share a phone (a mother
 * and daughter: a FAMILY, not a duplicate). None has an account, so merging them disturbs no demo user.
 */
import type { Tx } from '../client.ts';
import { person, personOrganization } from '../schema/index.ts';
import type { DemoContext } from './demo.ts';
import { personId, UNIQUE_ID_BASE } from './people.ts';

export const DEMO_DUPLICATES = [
  { key: 'sean', givenName: 'Seán', familyName: 'Ó Briain', birthDate: '1994-06-12', gender: 'MALE' },
  {
    key: 'john',
    givenName: 'John',
    familyName: "O'Brien",
    birthDate: '1994-06-12',
    gender: 'MALE',
    email: 'john.obrien.dup@example.com',
  },
  { key: 'padraig', givenName: 'Pádraig', familyName: 'Ó Néill', birthDate: '2009-02-03', gender: 'MALE' },
  { key: 'patrick', givenName: 'Patrick', familyName: "O'Neill", birthDate: '2009-02-03', gender: 'MALE' },
  {
    key: 'nora',
    givenName: 'Nóra',
    familyName: 'Ní Dhuibhir',
    birthDate: '1975-10-01',
    gender: 'FEMALE',
    telephone: '+353 87 900 1234',
  },
  {
    key: 'aoife',
    givenName: 'Aoife',
    familyName: 'Ní Dhuibhir',
    birthDate: '2005-04-20',
    gender: 'FEMALE',
    telephone: '+353 879001234',
  },
] as const;

export const duplicatePersonId = (key: (typeof DEMO_DUPLICATES)[number]['key']) =>
  personId(`duplicate:${key}`);

export async function seedDemoDuplicates(tx: Tx, ctx: DemoContext): Promise<void> {
  await tx.insert(person).values(
    DEMO_DUPLICATES.map(({ key, ...p }, i) => ({
      ...p,
      id: duplicatePersonId(key),
      // After the demo members' unique IDs (a few hundred from the base).
      uniqueId: String(UNIQUE_ID_BASE.demoMember + 99_001 + i),
      status: 'ACTIVE',
      personType: 'PLAYER',
    })),
  );
  await tx.insert(personOrganization).values(
    DEMO_DUPLICATES.map(({ key, birthDate }) => ({
      personId: duplicatePersonId(key),
      organizationId: ctx.mainClubId,
      status: 'ACTIVE',
      labels: birthDate > '2008' ? ['Youth', 'Player'] : ['Adult', 'Player'],
      additionalType: 'MEMBER',
    })),
  );
}
