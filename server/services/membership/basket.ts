/**
 * Registration into the basket (seed 1 §5 Membership options and registration; §7 Basket and checkout).
 *
 * Rules, in the order they are checked: every member is the caller or a dependant the caller is parent or
 * guardian of (else 403); the package is ACTIVE and each chosen option is one of its ACTIVE options offered
 * online; each member's profile has a gender and a date of birth ("Cannot progress this membership, please
 * check user's profile."); the option covers the member's age phase on 1 January of its season; answers
 * satisfy the option's questions; the member is not already registered (or pending) with the club for that
 * season and association; and no annual levy of the club or an organisation above it for that association
 * and season is unpaid. Members choosing the same option share basket items up to its adult and youth
 * places (a family option covers the whole family in one item at one price).
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { MEMBERSHIP_ERRORS } from '../../../domain/membership/messages.ts';
import { answerProblem } from '../../../domain/membership/package.ts';
import { agePhase, profileReady, type RegistrationInput } from '../../../domain/membership/registration.ts';
import { translate, pickLocale } from '../../i18n.ts';
import type { AuthContext } from '../../auth/access.ts';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/client.ts';
import {
  annualLevy,
  basket,
  basketItem,
  membership,
  membershipOption,
  person,
} from '../../db/schema/index.ts';
import { HttpError, forbidden } from '../../http/errors.ts';
import { membershipError } from './membership-errors.ts';
import { actsFor } from './membership.policy.ts';
import { findPackage, optionDto, type OptionDto } from './package.repository.ts';

/** Statuses that hold a place: a second registration for the same season is refused. */
const HOLDING = ['REGISTERED', 'ASSOCIATION_FEES_PENDING', 'ASSOCIATION_APPROVAL_PENDING'];

/** The organisation and every organisation above it. */
export async function orgAndAncestors(db: Db, orgId: string): Promise<string[]> {
  const result = await db.execute(sql`with recursive a(id) as (
      select ${orgId}::text union select p.parent_id from organization_parent p join a on p.organization_id = a.id
    ) select id from a`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { id: string }[];
  return rows.map((r) => r.id);
}

export async function unpaidLevy(db: Db, orgId: string, association: string, season: number) {
  const orgs = await orgAndAncestors(db, orgId);
  const [row] = await db
    .select({ id: annualLevy.id })
    .from(annualLevy)
    .where(
      and(
        inArray(annualLevy.organizationId, orgs),
        eq(annualLevy.association, association),
        eq(annualLevy.season, season),
        eq(annualLevy.paid, false),
      ),
    )
    .limit(1);
  return !!row;
}

export async function basketFor(db: Db, personId: string): Promise<string> {
  await db.insert(basket).values({ id: uuidv7(), personId }).onConflictDoNothing();
  const [row] = await db.select({ id: basket.id }).from(basket).where(eq(basket.personId, personId));
  return row!.id;
}

export async function basketDto(db: Db, basketId: string) {
  const [b] = await db.select().from(basket).where(eq(basket.id, basketId));
  if (!b) return null;
  const items = await db
    .select({ item: basketItem, option: membershipOption })
    .from(basketItem)
    .innerJoin(membershipOption, eq(membershipOption.id, basketItem.optionId))
    .where(eq(basketItem.basketId, basketId))
    .orderBy(basketItem.createdAt, basketItem.id);
  const ids = [...new Set(items.flatMap((i) => i.item.personIds))];
  const people = ids.length
    ? await db
        .select({ id: person.id, givenName: person.givenName, familyName: person.familyName })
        .from(person)
        .where(inArray(person.id, ids))
    : [];
  const name = new Map(people.map((p) => [p.id, `${p.givenName} ${p.familyName}`]));
  return {
    id: b.id,
    person: { id: b.personId },
    basketItems: items.map(({ item, option }) => ({
      id: item.id,
      organizationId: item.organizationId,
      packageId: item.packageId,
      option: optionDto(option),
      members: item.personIds.map((id) => ({ id, name: name.get(id) ?? '' })),
      answers: item.answers,
    })),
  };
}
export type BasketDto = NonNullable<Awaited<ReturnType<typeof basketDto>>>;

const progressError = (lang: string | null | undefined, m: { id: string; message: string }, who: string) =>
  new HttpError(422, translate(m.id, pickLocale(lang), m.message), [
    { field: `members.${who}`, message: translate(m.id, pickLocale(lang), m.message), code: m.id },
  ]);

export async function registerIntoBasket(
  auth: AuthContext,
  p: Principal,
  input: RegistrationInput,
  lang?: string | null,
  /**
   * An item edited (basket-edit.ts): the basket's owner, whose basket it stays; its members were checked when
   * they were registered, so whom the caller acts for is not asked again.
   */
  owner?: string,
) {
  const { db } = auth;
  if (!p.personId) throw forbidden();
  const pkg = await findPackage(db, input.packageId);
  if (!pkg || pkg.status !== 'ACTIVE') throw membershipError(404, MEMBERSHIP_ERRORS.notFound, lang);
  const options = new Map(pkg.options.map((o) => [o.id, o]));
  const chosen: {
    personId: string;
    option: OptionDto;
    phase: 'adult' | 'youth';
    answers: Record<string, string>;
  }[] = [];
  const seen = new Set<string>();
  for (const [i, m] of input.members.entries()) {
    if (seen.has(m.personId))
      throw membershipError(400, MEMBERSHIP_ERRORS.addItemFailed, lang, `members.${i}`);
    seen.add(m.personId);
    if (!owner && !(await actsFor(auth, p, m.personId))) throw forbidden();
    const option = options.get(m.optionId);
    const offered =
      option && option.status === 'ACTIVE' && option.visibleOnline && option.availableOnlineFor !== 'NO_ONE';
    if (!offered) throw membershipError(409, MEMBERSHIP_ERRORS.notAvailable, lang, `members.${i}.optionId`);
    const [who] = await db
      .select({ gender: person.gender, birthDate: person.birthDate, status: person.status })
      .from(person)
      .where(and(eq(person.id, m.personId), isNull(person.deletedAt)));
    if (!who || who.status !== 'ACTIVE' || !profileReady(who)) {
      throw progressError(lang, MEMBERSHIP_ERRORS.cannotProgress, String(i));
    }
    const phase = agePhase(who.birthDate!, option.season);
    if ((phase === 'adult' ? option.adultSlots : option.youthSlots) === 0) {
      throw progressError(lang, MEMBERSHIP_ERRORS.wrongPhase, String(i));
    }
    for (const [qi, q] of option.additionalQuestions.entries()) {
      const problem = answerProblem(q, m.answers[String(qi)]);
      if (problem) {
        const text = translate(problem, pickLocale(lang), problem);
        throw new HttpError(400, text, [
          { field: `members.${i}.answers.${qi}`, message: text, code: problem },
        ]);
      }
    }
    const held = await db
      .select({ id: membership.id })
      .from(membership)
      .where(
        and(
          eq(membership.personId, m.personId),
          eq(membership.organizationId, pkg.organization.id),
          eq(membership.season, option.season),
          inArray(membership.association, option.associations),
          inArray(membership.membershipStatus, HOLDING),
          eq(membership.refunded, false),
          isNull(membership.deletedAt),
        ),
      )
      .limit(1);
    if (held.length) throw membershipError(409, MEMBERSHIP_ERRORS.alreadyRegistered, lang, `members.${i}`);
    for (const association of option.associations) {
      if (await unpaidLevy(db, pkg.organization.id, association, option.season)) {
        throw membershipError(409, MEMBERSHIP_ERRORS.levyUnpaid, lang, `members.${i}`);
      }
    }
    chosen.push({ personId: m.personId, option, phase, answers: m.answers });
  }

  // Group by option into items of at most the option's adult and youth places.
  const items: { option: OptionDto; members: typeof chosen }[] = [];
  for (const c of chosen) {
    const fits = items.find((it) => {
      if (it.option.id !== c.option.id) return false;
      const n = it.members.filter((x) => x.phase === c.phase).length;
      return n < (c.phase === 'adult' ? c.option.adultSlots : c.option.youthSlots);
    });
    if (fits) fits.members.push(c);
    else items.push({ option: c.option, members: [c] });
  }
  const basketId = await basketFor(db, owner ?? p.personId);
  // A member already waiting in the basket is replaced by this registration.
  const waiting = await db.select().from(basketItem).where(eq(basketItem.basketId, basketId));
  for (const w of waiting.filter((w) => w.personIds.some((id) => seen.has(id)))) {
    await db.delete(basketItem).where(eq(basketItem.id, w.id));
  }
  await db.insert(basketItem).values(
    items.map((it) => ({
      id: uuidv7(),
      basketId,
      organizationId: pkg.organization.id,
      packageId: pkg.id,
      optionId: it.option.id,
      personIds: it.members.map((m) => m.personId),
      answers: Object.fromEntries(it.members.map((m) => [m.personId, m.answers])),
    })),
  );
  return basketId;
}

export async function removeItem(db: Db, basketId: string, itemId: string): Promise<boolean> {
  const rows = await db
    .delete(basketItem)
    .where(and(eq(basketItem.id, itemId), eq(basketItem.basketId, basketId)))
    .returning({ id: basketItem.id });
  return rows.length > 0;
}
