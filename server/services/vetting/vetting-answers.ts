/** Answers shared by the vetting routes: a translated field error, and one application as the caller may see it. */
import type { Context } from 'hono';
import { messageText } from '../../../domain/messages.ts';
import type { AuthContext } from '../../auth/access.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { pickLocale, translate } from '../../i18n.ts';
import { toVettingDoc } from './vetting.dto.ts';
import { actorsOf, vettingDesks } from './vetting.policy.ts';
import { clubName, documentsOf, findApplication } from './vetting.repository.ts';

/** The caller's language (Accept-Language) as a translator of message descriptors. */
export function callerText(c: Context<AppEnv>) {
  const locale = pickLocale(c.req.header('accept-language'));
  return (d: { id: string; message: string }) => translate(d.id, locale, d.message);
}

/** A field error in the caller's language, as a 400 or a 409. */
export function fieldError(c: Context<AppEnv>, status: 400 | 409, field: string, id: string) {
  const message = callerText(c)({ id, message: messageText(id) });
  return new HttpError(status, message, [{ field, message, code: id }]);
}

/** The application with what the caller may see of it. */
export async function vettingDocFor(auth: AuthContext, id: string) {
  const { db, principal } = auth;
  const row = await findApplication(db, id);
  if (!row) throw notFound('Vetting application not found');
  const actors = actorsOf(principal!, await vettingDesks(auth), row);
  return toVettingDoc(row, (await clubName(db, row.organizationId)) ?? '', actors, await documentsOf(db, id));
}
