/**
 * Packages and their options in the database: read with options, write a package with its options in one
 * transaction, clone and migrate to a new season.
 */
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type {
  MembershipOptionInput,
  MembershipPackageInput,
  MigrateInput,
} from '../../../domain/membership/package.ts';
import type { PublicPackage } from '../../../domain/membership/public-package.ts';
import type { Db } from '../../db/client.ts';
import { membershipOption, membershipPackage, organization } from '../../db/schema/index.ts';

type PackageRow = typeof membershipPackage.$inferSelect;
export type OptionRow = typeof membershipOption.$inferSelect;

export function optionDto(o: OptionRow) {
  return {
    id: o.id,
    packageId: o.packageId,
    season: o.season,
    name: o.name,
    description: o.description,
    status: o.status,
    adultSlots: o.adultSlots,
    youthSlots: o.youthSlots,
    playerType: o.playerType,
    membershipType: o.membershipType,
    associations: o.associations,
    priceCurrency: o.priceCurrency,
    price: o.price,
    visibleOnline: o.visibleOnline,
    availableOnlineFor: o.availableOnlineFor,
    onlineSinglePaymentAllowed: o.onlineSinglePaymentAllowed,
    onlinePayLaterOptionAllowed: o.onlinePayLaterOptionAllowed,
    onlineInstalmentPaymentAllowed: o.onlineInstalmentPaymentAllowed,
    instalmentPrice: o.instalmentPrice,
    instalmentNumber: o.instalmentNumber,
    additionalQuestions: o.additionalQuestions,
  };
}
export type OptionDto = ReturnType<typeof optionDto>;

export function packageDto(p: PackageRow, options: OptionRow[]) {
  return {
    id: p.id,
    organization: { id: p.organizationId },
    name: p.name,
    description: p.description,
    season: p.season,
    status: p.status,
    additionalType: p.additionalType,
    bulkRegisterEnabled: p.bulkRegisterEnabled,
    version: p.version,
    options: options.map(optionDto),
  };
}

const optionValues = (packageId: string, o: MembershipOptionInput, position: number) => ({
  packageId,
  position,
  ...o,
  instalmentPrice: o.onlineInstalmentPaymentAllowed ? o.instalmentPrice : null,
  instalmentNumber: o.onlineInstalmentPaymentAllowed ? o.instalmentNumber : null,
});

export async function findPackage(db: Db, id: string) {
  const [p] = await db
    .select()
    .from(membershipPackage)
    .where(and(eq(membershipPackage.id, id), sql`${membershipPackage.deletedAt} is null`));
  if (!p) return null;
  const options = await db
    .select()
    .from(membershipOption)
    .where(and(eq(membershipOption.packageId, id), sql`${membershipOption.deletedAt} is null`))
    .orderBy(asc(membershipOption.position));
  return packageDto(p, options);
}
export type PackageDto = NonNullable<Awaited<ReturnType<typeof findPackage>>>;

export async function listPackages(
  db: Db,
  where: { organizationId?: string; statuses: string[]; season?: number; additionalType?: string },
  page: number,
  size: number,
) {
  const conds: SQL[] = [
    sql`${membershipPackage.deletedAt} is null`,
    inArray(membershipPackage.status, where.statuses),
  ];
  if (where.organizationId) conds.push(eq(membershipPackage.organizationId, where.organizationId));
  if (where.season !== undefined) conds.push(eq(membershipPackage.season, where.season));
  if (where.additionalType) conds.push(eq(membershipPackage.additionalType, where.additionalType));
  const cond = and(...conds);
  const rows = await db
    .select()
    .from(membershipPackage)
    .where(cond)
    .orderBy(desc(membershipPackage.season), asc(membershipPackage.name), asc(membershipPackage.id))
    .limit(size)
    .offset(page * size);
  const [{ n }] = (await db
    .select({ n: sql<number>`count(*)::int` })
    .from(membershipPackage)
    .where(cond)) as [{ n: number }];
  const options = await optionsOf(
    db,
    rows.map((r) => r.id),
    sql`${membershipOption.deletedAt} is null`,
  );
  return {
    items: rows.map((r) =>
      packageDto(
        r,
        options.filter((o) => o.packageId === r.id),
      ),
    ),
    total: n,
  };
}

/**
 * Creates (no id) or replaces a package and its whole option list, in the caller's transaction. `keepOptions`
 * updates the package's own fields only: the options keep their ids, which basket items and memberships point at.
 */
export async function savePackage(
  db: Db,
  input: MembershipPackageInput,
  id?: string,
  keepOptions = false,
): Promise<string> {
  const packageId = id ?? uuidv7();
  const { options, ...fields } = input;
  const values = { ...fields, description: fields.description ?? '' };
  if (id) {
    await db
      .update(membershipPackage)
      .set({ ...values, updatedAt: new Date(), version: sql`${membershipPackage.version} + 1` })
      .where(eq(membershipPackage.id, id));
    if (keepOptions) return packageId;
    await db
      .update(membershipOption)
      .set({ deletedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(membershipOption.packageId, id), sql`${membershipOption.deletedAt} is null`));
  } else {
    await db.insert(membershipPackage).values({ id: packageId, ...values });
  }
  if (options.length) {
    await db
      .insert(membershipOption)
      .values(options.map((o, i) => ({ id: uuidv7(), ...optionValues(packageId, o, i) })));
  }
  return packageId;
}

export async function addOption(db: Db, packageId: string, o: MembershipOptionInput): Promise<string> {
  const id = uuidv7();
  const [{ n }] = (await db
    .select({ n: sql<number>`count(*)::int` })
    .from(membershipOption)
    .where(eq(membershipOption.packageId, packageId))) as [{ n: number }];
  await db.insert(membershipOption).values({ id, ...optionValues(packageId, o, n) });
  return id;
}

/** An option of the package, unless removed. */
const liveOption = (packageId: string, optionId: string) =>
  and(
    eq(membershipOption.id, optionId),
    eq(membershipOption.packageId, packageId),
    sql`${membershipOption.deletedAt} is null`,
  );

export async function updateOption(db: Db, packageId: string, optionId: string, o: MembershipOptionInput) {
  const { packageId: _p, position: _pos, ...values } = optionValues(packageId, o, 0);
  const rows = await db
    .update(membershipOption)
    .set({ ...values, updatedAt: new Date(), version: sql`${membershipOption.version} + 1` })
    .where(liveOption(packageId, optionId))
    .returning({ id: membershipOption.id });
  return rows.length > 0;
}

export async function removeOption(db: Db, packageId: string, optionId: string) {
  const rows = await db
    .update(membershipOption)
    .set({ deletedAt: new Date(), updatedAt: new Date() })
    .where(liveOption(packageId, optionId))
    .returning({ id: membershipOption.id });
  return rows.length > 0;
}

export async function removePackage(db: Db, id: string) {
  const rows = await db
    .update(membershipPackage)
    .set({ deletedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(membershipPackage.id, id), sql`${membershipPackage.deletedAt} is null`))
    .returning({ id: membershipPackage.id });
  return rows.length > 0;
}

const toInput = (p: PackageDto, over: Partial<MembershipPackageInput> = {}): MembershipPackageInput => ({
  organizationId: p.organization.id,
  name: p.name,
  description: p.description,
  season: p.season,
  status: p.status as MembershipPackageInput['status'],
  additionalType: p.additionalType,
  bulkRegisterEnabled: p.bulkRegisterEnabled,
  options: p.options.map(({ id: _id, packageId: _pkg, ...o }) => o as MembershipOptionInput),
  ...over,
});

/** A copy of the package as a DRAFT, named "… (copy)". */
export async function clonePackage(db: Db, from: PackageDto): Promise<string> {
  return savePackage(db, toInput(from, { name: `${from.name} (copy)`.slice(0, 100), status: 'DRAFT' }));
}

/** Seed 1 §4: migration makes new options (for the new season) active or draft and can hibernate the old. */
export async function migratePackage(db: Db, from: PackageDto, m: MigrateInput): Promise<string> {
  const input = toInput(from, { season: m.season, status: m.newStatus });
  input.options = input.options.map((o) => ({ ...o, season: m.season, status: m.newStatus }));
  const id = await savePackage(db, input);
  if (m.hibernateOld) {
    await db
      .update(membershipOption)
      .set({ status: 'DELETED', updatedAt: new Date() })
      .where(and(eq(membershipOption.packageId, from.id), sql`${membershipOption.deletedAt} is null`));
  }
  return id;
}

/** An option as the public club page shows it: what it is and what it costs, nothing of its set-up. */
const publicOptionDto = (o: OptionRow) => ({
  id: o.id,
  name: o.name,
  description: o.description,
  season: o.season,
  adultSlots: o.adultSlots,
  youthSlots: o.youthSlots,
  playerType: o.playerType,
  membershipType: o.membershipType,
  associations: o.associations,
  price: o.price,
  priceCurrency: o.priceCurrency,
});

/** Options anyone may buy online: active, visible online and not closed to everyone (as the basket checks). */
const onSale = sql`${membershipOption.status} = 'ACTIVE' and ${membershipOption.visibleOnline} and ${membershipOption.availableOnlineFor} <> 'NO_ONE' and ${membershipOption.deletedAt} is null`;

/**
 * A club's ACTIVE packages that have an option on sale, for the public club page (seed 1 §2 "Membership
 * packages block"): season descending, name ascending. Served by `membership_package_org_idx` (club, season)
 * and `membership_option_package_idx`; the count is only queried when the page is full (the page shows no
 * total, and a short page already says how many there are).
 */
export async function listPublicPackages(
  db: Db,
  organizationId: string,
  page: number,
  size: number,
): Promise<{ items: PublicPackage[]; total: number }> {
  const cond = and(
    eq(membershipPackage.organizationId, organizationId),
    eq(membershipPackage.status, 'ACTIVE'),
    sql`${membershipPackage.deletedAt} is null`,
    sql`exists (select 1 from ${membershipOption} where ${membershipOption.packageId} = ${membershipPackage.id} and ${onSale})`,
  );
  const rows = await db
    .select()
    .from(membershipPackage)
    .where(cond)
    .orderBy(desc(membershipPackage.season), asc(membershipPackage.name), asc(membershipPackage.id))
    .limit(size + 1)
    .offset(page * size);
  const more = rows.length > size;
  const shown = rows.slice(0, size);
  // A page past the end says nothing of the total either.
  const total =
    more || (page > 0 && shown.length === 0)
      ? (
          (await db
            .select({ n: sql<number>`count(*)::int` })
            .from(membershipPackage)
            .where(cond)) as [{ n: number }]
        )[0].n
      : page * size + shown.length;
  const options = await optionsOf(
    db,
    shown.map((r) => r.id),
    onSale,
  );
  return {
    items: shown.map((p) => ({
      id: p.id,
      organization: { id: p.organizationId },
      name: p.name,
      description: p.description,
      season: p.season,
      options: options.filter((o) => o.packageId === p.id).map(publicOptionDto),
    })),
    total,
  };
}

/** The options of these packages that meet `condition`, in their order (none asked: no query). */
async function optionsOf(db: Db, packageIds: string[], condition: SQL | undefined) {
  if (packageIds.length === 0) return [];
  return db
    .select()
    .from(membershipOption)
    .where(and(inArray(membershipOption.packageId, packageIds), condition))
    .orderBy(asc(membershipOption.position));
}

/** Whether the organisation exists (a package's club in the body is checked before the foreign key is). */
export async function organizationExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: organization.id }).from(organization).where(eq(organization.id, id));
  return row !== undefined;
}
