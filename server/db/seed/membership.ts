/**
 * Demo membership packages and annual levies (issue 11). The main club has an adult, a youth and a family
 * package for the seed's season (its calendar year), all ACTIVE; its own and its county board's GAA levies
 * for the season are paid, its LGFA levy is not yet. The demo `member` already holds a REGISTERED membership
 * (seed/pif.ts), here put on the adult non-player option (so it can be upgraded); the `parent`'s two
 * children hold none yet, so they can be registered.
 */
import type { MembershipOptionInput } from '../../../domain/membership/package.ts';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { cardFee } from '../../adapters/payments/provider.ts';
import {
  annualLevy,
  membership,
  membershipOption,
  membershipPackage,
  paymentIntent,
} from '../schema/index.ts';
import { personId } from './people.ts';
import { seedId } from './random.ts';

export const DEMO_PACKAGE_IDS = {
  adult: seedId('membership-package', 'adult'),
  youth: seedId('membership-package', 'youth'),
  family: seedId('membership-package', 'family'),
} as const;

type OptionSeed = Omit<MembershipOptionInput, 'season'>;

const base = {
  status: 'ACTIVE',
  membershipType: 'MEMBER',
  associations: ['GAA'],
  priceCurrency: 'EUR',
  visibleOnline: true,
  availableOnlineFor: 'ANYONE',
  onlineSinglePaymentAllowed: true,
  onlinePayLaterOptionAllowed: true,
  onlineInstalmentPaymentAllowed: false,
  instalmentPrice: null,
  instalmentNumber: null,
  additionalQuestions: [],
} as const satisfies Partial<OptionSeed>;

const PACKAGES: {
  key: keyof typeof DEMO_PACKAGE_IDS;
  name: string;
  description: string;
  options: OptionSeed[];
}[] = [
  {
    key: 'adult',
    name: 'Adult membership',
    description: 'Playing and social membership for adults (18 or older on 1 January).',
    options: [
      {
        ...base,
        name: 'Adult player',
        description: 'Full playing membership, Player Injury Fund cover included.',
        adultSlots: 1,
        youthSlots: 0,
        playerType: 'PLAYER',
        price: 12000,
        onlineInstalmentPaymentAllowed: true,
        instalmentPrice: 4000,
        instalmentNumber: 3,
      },
      {
        ...base,
        name: 'Adult non-player',
        description: 'Social membership: club lotto, events and the AGM vote.',
        adultSlots: 1,
        youthSlots: 0,
        playerType: 'NON_PLAYER',
        price: 6000,
      },
    ],
  },
  {
    key: 'youth',
    name: 'Youth membership',
    description: 'Juvenile players (17 or younger on 1 January).',
    options: [
      {
        ...base,
        name: 'Youth player',
        description: 'Nursery to minor: training, games and insurance.',
        adultSlots: 0,
        youthSlots: 1,
        playerType: 'PLAYER',
        price: 5000,
        onlineInstalmentPaymentAllowed: true,
        instalmentPrice: 1700,
        instalmentNumber: 3,
        additionalQuestions: [
          {
            questionText: 'School attended',
            labelHref: '',
            inputRequired: false,
            inputType: 'TEXT',
            questionOptions: '',
          },
          {
            questionText: 'Codes played',
            labelHref: '',
            inputRequired: false,
            inputType: 'CHECKBOX',
            questionOptions: 'Football, Hurling, Camogie, Ladies football',
          },
        ],
      },
    ],
  },
  {
    key: 'family',
    name: 'Family membership',
    description: 'Up to two adults and four youths of one household.',
    options: [
      {
        ...base,
        name: 'Family',
        description: 'Everyone in the house, one price.',
        adultSlots: 2,
        youthSlots: 4,
        playerType: 'PLAYER',
        price: 20000,
        onlineInstalmentPaymentAllowed: true,
        instalmentPrice: 5000,
        instalmentNumber: 4,
      },
    ],
  },
];

export async function seedDemoMembership(
  tx: Tx,
  ctx: { mainClubId: string; countyBoardId: string; now: Date },
): Promise<void> {
  const season = ctx.now.getUTCFullYear();
  for (const p of PACKAGES) {
    const id = DEMO_PACKAGE_IDS[p.key];
    await tx.insert(membershipPackage).values({
      id,
      organizationId: ctx.mainClubId,
      name: p.name,
      description: p.description,
      season,
      status: 'ACTIVE',
      additionalType: p.key.toUpperCase(),
      bulkRegisterEnabled: true,
    });
    await tx.insert(membershipOption).values(
      p.options.map((o, i) => ({
        id: seedId('membership-option', `${p.key}:${i}`),
        packageId: id,
        position: i,
        season,
        ...o,
        associations: [...o.associations],
        additionalQuestions: [...(o.additionalQuestions ?? [])],
      })),
    );
  }
  // `member` holds this season's adult non-player membership, so a club admin can upgrade it to a player's.
  await tx
    .update(membership)
    .set({ packageId: DEMO_PACKAGE_IDS.adult, optionId: seedId('membership-option', 'adult:1') })
    .where(
      and(
        eq(membership.personId, personId('demo:member')),
        eq(membership.organizationId, ctx.mainClubId),
        eq(membership.season, season),
      ),
    );
  await tx.insert(annualLevy).values(
    [ctx.mainClubId, ctx.countyBoardId].map((organizationId) => ({
      id: seedId('annual-levy', `${organizationId}:${season}`),
      organizationId,
      association: 'GAA',
      season,
      amountMinor: organizationId === ctx.mainClubId ? 25000 : 150000,
      paid: true,
      paidOn: `${season}-01-31`,
    })),
  );
  // The member paid that membership by card in January: the payment is in the club's balance (local ledger).
  await tx.insert(paymentIntent).values({
    id: 'pi_test_demo_member_membership',
    accountId: ctx.mainClubId,
    amountMinor: 6000,
    feeMinor: cardFee(6000),
    currency: 'EUR',
    status: 'succeeded',
    cardLast4: '4242',
    availableAt: new Date(`${season}-01-17T12:00:00Z`),
    metadata: { purpose: 'membership', personId: personId('demo:member') },
  });
  // An LGFA levy the club has yet to pay (from its balance, on the members page); it blocks only LGFA options.
  await tx.insert(annualLevy).values({
    id: seedId('annual-levy', `${ctx.mainClubId}:LGFA:${season}`),
    organizationId: ctx.mainClubId,
    association: 'LGFA',
    season,
    amountMinor: 5000,
    paid: false,
  });
}
