/**
 * The sign-up pages of the embedded provider, as plain HTML forms in English and Irish: the registration
 * form, "check your e-mail", the confirmation step the e-mailed link opens, and their outcomes.
 */
import { RegisterText } from '../../domain/auth/register-messages.ts';
import { translateMessage, type Locale } from '../i18n.ts';
import { esc, page } from './html.ts';

type Text = { id: string; message: string };
export const tr = (lang: Locale, m: Text, values: Record<string, string> = {}) =>
  translateMessage(m, lang, values);

export type RegisterValues = Partial<
  Record<'givenName' | 'familyName' | 'email' | 'username' | 'birthDate' | 'preferredLanguage', string>
>;
export type FieldMessages = Record<string, string>;

function field(
  name: string,
  label: string,
  opts: {
    type?: string;
    value?: string;
    autocomplete: string;
    error?: string;
    hint?: string;
    autofocus?: boolean;
  },
) {
  const described = [opts.hint ? `${name}-hint` : '', opts.error ? `${name}-error` : '']
    .filter(Boolean)
    .join(' ');
  return `<label for="${name}">${esc(label)}</label>
<input id="${name}" name="${name}" type="${opts.type ?? 'text'}" autocomplete="${opts.autocomplete}" required${
    opts.value !== undefined ? ` value="${esc(opts.value)}"` : ''
  }${opts.autofocus ? ' autofocus' : ''}${opts.error ? ' aria-invalid="true"' : ''}${
    described ? ` aria-describedby="${described}"` : ''
  }>${opts.hint ? `\n<p class="hint" id="${name}-hint">${esc(opts.hint)}</p>` : ''}${
    opts.error ? `\n<p class="field-error" id="${name}-error">${esc(opts.error)}</p>` : ''
  }`;
}

export function registerForm(
  uid: string,
  lang: Locale,
  opts: { values?: RegisterValues; errors?: FieldMessages; alert?: string },
): string {
  const t = (m: Text) => tr(lang, m);
  const v = opts.values ?? {};
  const e = opts.errors ?? {};
  const other = lang === 'ga' ? 'en' : 'ga';
  const chosen = v.preferredLanguage ?? lang;
  const alert = opts.alert ?? (Object.keys(e).length ? t(RegisterText.fixErrors) : undefined);
  return page({
    lang,
    title: t(RegisterText.title),
    body: `${alert ? `<p role="alert" class="error">${esc(alert)}</p>` : ''}
<p>${esc(t(RegisterText.intro))}</p>
<form method="post" action="/oidc/interaction/${esc(uid)}/register?lang=${lang}" novalidate>
${field('givenName', t(RegisterText.givenName), { value: v.givenName, autocomplete: 'given-name', error: e.givenName, autofocus: true })}
${field('familyName', t(RegisterText.familyName), { value: v.familyName, autocomplete: 'family-name', error: e.familyName })}
${field('email', t(RegisterText.email), { type: 'email', value: v.email, autocomplete: 'email', error: e.email })}
${field('username', t(RegisterText.username), { value: v.username, autocomplete: 'username', error: e.username, hint: t(RegisterText.usernameHint) })}
${field('password', t(RegisterText.password), { type: 'password', autocomplete: 'new-password', error: e.password, hint: t(RegisterText.passwordHint) })}
${field('passwordConfirmation', t(RegisterText.passwordConfirmation), { type: 'password', autocomplete: 'new-password', error: e.passwordConfirmation })}
${field('birthDate', t(RegisterText.birthDate), { type: 'date', value: v.birthDate, autocomplete: 'bday', error: e.birthDate })}
<label for="preferredLanguage">${esc(t(RegisterText.language))}</label>
<select id="preferredLanguage" name="preferredLanguage" autocomplete="language"${e.preferredLanguage ? ' aria-invalid="true" aria-describedby="preferredLanguage-error"' : ''}>
<option value="en"${chosen === 'en' ? ' selected' : ''}>English</option>
<option value="ga" lang="ga"${chosen === 'ga' ? ' selected' : ''}>Gaeilge</option>
</select>${e.preferredLanguage ? `\n<p class="field-error" id="preferredLanguage-error">${esc(e.preferredLanguage)}</p>` : ''}
<button type="submit">${esc(t(RegisterText.submit))}</button>
</form>
<p><a href="/oidc/interaction/${esc(uid)}?lang=${lang}&amp;form=login">${esc(t(RegisterText.haveAccount))}</a></p>
<p><a href="/oidc/interaction/${esc(uid)}/register?lang=${other}" lang="${other}">${other === 'ga' ? 'Gaeilge' : 'English'}</a></p>`,
  });
}

export function checkEmailPage(lang: Locale, email: string, hours: number): string {
  return page({
    lang,
    title: tr(lang, RegisterText.checkTitle),
    body: `<p role="status">${esc(tr(lang, RegisterText.checkBody, { email, hours: String(hours) }))}</p>`,
  });
}

export function verifyPage(
  uid: string,
  lang: Locale,
  token: string,
  opts: { username?: string; usernameError?: string } = {},
): string {
  const t = (m: Text) => tr(lang, m);
  const choose = opts.usernameError !== undefined;
  return page({
    lang,
    title: t(RegisterText.verifyTitle),
    body: `${choose ? `<p role="alert" class="error">${esc(t(RegisterText.usernameTakenHelp))}</p>` : `<p>${esc(t(RegisterText.verifyBody))}</p>`}
<form method="post" action="/oidc/interaction/${esc(uid)}/verify?lang=${lang}">
<input type="hidden" name="token" value="${esc(token)}">
${choose ? field('username', t(RegisterText.username), { value: opts.username, autocomplete: 'username', error: opts.usernameError, hint: t(RegisterText.usernameHint), autofocus: true }) : ''}
<button type="submit">${esc(t(RegisterText.verifySubmit))}</button>
</form>`,
  });
}

/** An outcome with one link onwards: the account is ready, the link is bad, the address has an account. */
export function messagePage(
  lang: Locale,
  title: Text,
  body: Text,
  link: { href: string; text: Text },
  role: 'status' | 'alert' = 'status',
): string {
  return page({
    lang,
    title: tr(lang, title),
    body: `<p role="${role}">${esc(tr(lang, body))}</p><p><a href="${esc(link.href)}">${esc(tr(lang, link.text))}</a></p>`,
  });
}
