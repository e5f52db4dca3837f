/**
 * The sign-up routes of the embedded provider, inside an OIDC interaction (so the interaction's cookie, whose
 * path is /oidc/interaction/{uid}, comes with them): the form, and the confirmation step the e-mailed link
 * opens. Confirming in the browser that signed up finishes the interaction signed in, so the app gets its
 * code and goes back to the path it remembered; anywhere else the page says to sign in.
 */
import type { HttpBindings } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import type Provider from 'oidc-provider';
import * as v from 'valibot';
import { RegisterText } from '../../domain/auth/register-messages.ts';
import { RegistrationInput } from '../../domain/auth/registration.ts';
import { M } from '../../domain/messages.ts';
import { Username } from '../../domain/person/fields.ts';
import type { Db } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { pickLocale, translate, type Locale } from '../i18n.ts';
import {
  checkEmailPage,
  messagePage,
  registerForm,
  tr,
  verifyPage,
  type RegisterValues,
} from './register-pages.ts';
import { rememberDevice } from './device-cookie.ts';
import { refusalText } from './password-policy.ts';
import { REGISTRATION_TTL_HOURS, startRegistration, verifyRegistration } from './registration.ts';
import { clientAddress } from '../http/client-address.ts';

type Env = { Bindings: HttpBindings };

export function interactionLocale(c: Context<Env>, uiLocales?: unknown): Locale {
  const q = c.req.query('lang');
  if (q === 'ga' || q === 'en') return q;
  if (typeof uiLocales === 'string' && uiLocales.split(' ')[0]?.startsWith('ga')) return 'ga';
  return pickLocale(c.req.header('accept-language'));
}

const text = (form: Record<string, unknown>, key: string) =>
  typeof form[key] === 'string' ? form[key] : undefined;

/** The interaction of this request when it is the one in the path (the browser that started it), or null. */
async function liveInteraction(c: Context<Env>, provider: Provider) {
  const details = await provider.interactionDetails(c.env.incoming, c.env.outgoing).catch(() => null);
  return details && details.uid === c.req.param('uid') ? details : null;
}

/** The sign-in device cookie's key and flag (device-cookie.ts): a confirmed sign-up signs the browser in. */
export interface DeviceCookieOptions {
  deviceKey: () => Promise<string>;
  secure: boolean;
}

export function registrationRoutes(
  db: Db,
  provider: Provider,
  publicUrl: string,
  device: DeviceCookieOptions,
) {
  const app = new Hono<Env>();
  const signInLink = { href: '/login', text: RegisterText.signIn };

  app.get('/:uid/register', async (c) => {
    const details = await liveInteraction(c, provider);
    const lang = interactionLocale(c, details?.params.ui_locales);
    if (!details) return c.redirect('/register', 303);
    return c.html(registerForm(details.uid, lang, {}));
  });

  app.post('/:uid/register', async (c) => {
    const details = await liveInteraction(c, provider);
    const lang = interactionLocale(c, details?.params.ui_locales);
    if (!details) return c.redirect('/register', 303);
    const form = await c.req.parseBody();
    const fields = [
      'givenName',
      'familyName',
      'email',
      'username',
      'password',
      'passwordConfirmation',
      'birthDate',
      'preferredLanguage',
    ] as const;
    const body = Object.fromEntries(fields.map((k) => [k, text(form, k) ?? '']));
    const values: RegisterValues = { ...body, password: undefined } as RegisterValues;
    const parsed = v.safeParse(RegistrationInput, body);
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.issues) {
        errors[v.getDotPath(issue) ?? '(body)'] ??= translate(issue.message, lang, issue.message);
      }
      return c.html(registerForm(details.uid, lang, { values, errors }), 400);
    }
    try {
      const refused = await startRegistration(db, parsed.output, {
        ip: clientAddress(c),
        uid: details.uid,
        publicUrl,
        lang,
      });
      if (refused) {
        const errors = { password: refusalText(refused.weak, lang) };
        return c.html(registerForm(details.uid, lang, { values, errors }), 400);
      }
    } catch (err) {
      if (err instanceof HttpError && err.status === 429) {
        return c.html(
          registerForm(details.uid, lang, { values, alert: tr(lang, RegisterText.tooMany) }),
          429,
        );
      }
      throw err;
    }
    return c.html(checkEmailPage(lang, parsed.output.email, REGISTRATION_TTL_HOURS));
  });

  /** The e-mailed link: a page with a button, so a mail scanner opening the link confirms nothing. */
  app.get('/:uid/verify', (c) => {
    const lang = interactionLocale(c);
    const token = c.req.query('token') ?? '';
    return c.html(verifyPage(c.req.param('uid'), lang, token));
  });

  app.post('/:uid/verify', async (c) => {
    const lang = interactionLocale(c);
    const uid = c.req.param('uid');
    const form = await c.req.parseBody();
    const token = (text(form, 'token') ?? '').slice(0, 200);
    const chosen = text(form, 'username');
    if (chosen !== undefined) {
      const check = v.safeParse(Username, chosen);
      if (!check.success) {
        const id = check.issues[0].message;
        return c.html(
          verifyPage(uid, lang, token, { username: chosen, usernameError: translate(id, lang, id) }),
          400,
        );
      }
    }
    const outcome = token ? await verifyRegistration(db, token, chosen) : ({ kind: 'invalid' } as const);
    switch (outcome.kind) {
      case 'invalid':
        return c.html(
          messagePage(
            lang,
            RegisterText.verifyTitle,
            RegisterText.invalidLink,
            { href: '/register', text: RegisterText.signUpAgain },
            'alert',
          ),
          400,
        );
      case 'alreadyVerified':
        return c.html(messagePage(lang, RegisterText.verifiedTitle, RegisterText.verifiedBody, signInLink));
      case 'emailInUse':
        return c.html(
          messagePage(lang, RegisterText.verifyTitle, RegisterText.emailInUse, signInLink, 'alert'),
          409,
        );
      case 'usernameTaken':
        return c.html(
          verifyPage(uid, lang, token, {
            username: outcome.username,
            usernameError: translate(M.usernameTaken.id, lang, M.usernameTaken.message),
          }),
          409,
        );
      case 'verified': {
        const details = outcome.interactionUid === uid ? await liveInteraction(c, provider) : null;
        if (!details) {
          return c.html(
            messagePage(outcome.lang, RegisterText.verifiedTitle, RegisterText.verifiedBody, signInLink),
          );
        }
        // `create` resolves a prompt=create request; `login` signs the new account in.
        const returnTo = await provider.interactionResult(
          c.env.incoming,
          c.env.outgoing,
          { login: { accountId: outcome.accountId, remember: true }, create: {} },
          { mergeWithLastSubmission: false },
        );
        rememberDevice(c.env.outgoing, {
          key: await device.deviceKey(),
          accountId: outcome.accountId,
          deviceId: null,
          secure: device.secure,
        });
        return c.redirect(returnTo, 303);
      }
    }
  });

  return app;
}
