/** Answers shared by the vetting routes: a translated field error, and one application as the caller may see it. */
import type { Context } from 'hono';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/client.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { pickLocale, translate } from '../../i18n.ts';
import { toVettingDoc } from './vetting.dto.ts';
import { actorsOf, vettingDesks } from './vetting.policy.ts';
import { clubName, documentsOf, findApplication } from './vetting.repository.ts';

const lang = (c: Context<AppEnv>) => c.req.header('accept-language');

/** A field error in the caller's language, as a 400 or a 409. */
export function fieldError(
  c: Context<AppEnv>,
  status: 400 | 409,
  field: string,
  id: string,
  english: string,
) {
  const message = translate(id, pickLocale(lang(c)), english);
  return new HttpError(status, message, [{ field, message, code: id }]);
}

/** The application with what the caller may see of it. */
export async function vettingDocFor(db: Db, p: Principal, id: string) {
  const row = await findApplication(db, id);
  if (!row) throw notFound('Vetting application not found');
  const actors = actorsOf(p, await vettingDesks(db, p), row);
  return toVettingDoc(row, (await clubName(db, row.organizationId)) ?? '', actors, await documentsOf(db, id));
}
