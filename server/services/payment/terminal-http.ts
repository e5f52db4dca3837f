/**
 * What the two card terminal route files (terminal-setup.routes.ts, terminal-payment.routes.ts) share: the
 * id and query shapes, the caller's language and person, the terminal's 404, and the provider's errors
 * answered as the club's.
 */
import type { Context } from 'hono';
import * as v from 'valibot';
import { PAYMENT_ERRORS } from '../../../domain/payment/messages.ts';
import { BalanceDebitError, TerminalRegistrationError } from '../../adapters/payments/provider.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { paymentError } from './payment-errors.ts';

export const Text = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
export const IdParam = v.object({ id: Text });
export const OrgQuery = v.object({ orgId: Text });

export const lang = (c: Context<AppEnv>) => c.req.header('accept-language');
export const notFound = (c: Context<AppEnv>) => paymentError(404, PAYMENT_ERRORS.terminalNotFound, lang(c));
export const actor = (c: Context<AppEnv>) => c.get('auth').principal?.personId ?? null;
/** The club of a terminal route that names it in the query (?orgId=), for the guard. */
export const orgQuery = (c: Context<AppEnv>) => c.req.query('orgId');

/** The provider's "no account" is the club's: it has no payment account to hold a terminal. */
export async function provider<T>(c: Context<AppEnv>, f: () => Promise<T>): Promise<T> {
  try {
    return await f();
  } catch (e) {
    if (e instanceof BalanceDebitError) throw paymentError(409, PAYMENT_ERRORS.noAccount, lang(c));
    if (e instanceof TerminalRegistrationError) {
      throw paymentError(422, PAYMENT_ERRORS.terminalRegistrationCode, lang(c), 'registrationCode');
    }
    throw e;
  }
}
