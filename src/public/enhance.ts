/**
 * The only script of the public documents the server renders (landing, search, club page): a few hundred
 * lines of no framework, so a phone on a poor connection paints and can use the page at once
 * (docs/adr/0007-public-pages-as-documents.md). It answers the `data-*` hooks the shared React components
 * leave in the HTML: tabs, the pause-then-search boxes, clickable result rows, the language switch, the
 * cookie banner and preferences; and it installs the service worker, which then serves the app.
 */

import { startLiveScores } from './live-score';

const LOCALE_KEY = 'pairc.locale'; // src/i18n/i18n.ts
const CONSENT_KEY = 'pairc.consent'; // src/components/consent.ts
const CONSENT_MAX_AGE_MS = 90 * 24 * 60 * 60 * 1000;
const SEARCH_DEBOUNCE_MS = 1000; // src/app/signed-out-bar.tsx
const COOKIE_ATTRIBUTES = 'path=/; max-age=31536000; samesite=lax';
const PANELS = ':scope > [role="tabpanel"]';
const OWN_TARGETS = 'a, button';

function storedConsent(): { analytics: boolean; errorReporting: boolean } | null {
  try {
    const c = JSON.parse(localStorage.getItem(CONSENT_KEY) ?? 'null') as {
      analytics?: unknown;
      errorReporting?: unknown;
      at?: unknown;
    } | null;
    const now = Date.now();
    if (!c || typeof c.at !== 'number' || now - c.at > CONSENT_MAX_AGE_MS || c.at > now) return null;
    return { analytics: c.analytics === true, errorReporting: c.errorReporting === true };
  } catch {
    return null;
  }
}

const banner = document.querySelector<HTMLElement>('[data-consent-banner]');
const dialog = document.querySelector<HTMLDialogElement>('dialog[data-cookie-dialog]');

function saveConsent(analytics: boolean, errorReporting: boolean) {
  localStorage.setItem(CONSENT_KEY, JSON.stringify({ analytics, errorReporting, at: Date.now() }));
  if (banner) banner.hidden = true;
}

function openPreferences() {
  if (!dialog) return;
  const c = storedConsent();
  for (const name of ['analytics', 'errorReporting'] as const) {
    const box = dialog.querySelector<HTMLInputElement>(`input[name="${name}"]`);
    if (box) box.checked = c?.[name] ?? false;
  }
  if (banner) banner.hidden = true;
  dialog.showModal();
}

dialog?.addEventListener('close', () => {
  if (dialog.returnValue !== 'save' && banner && !storedConsent()) banner.hidden = false;
});
if (banner && !storedConsent()) banner.hidden = false;

/** Tabs drawn by the server with every panel in the page (in the tabs' order): the selected one shows. */
function selectTab(tab: HTMLElement) {
  const list = tab.closest('[role="tablist"]');
  if (!list?.parentElement) return;
  const tabs = [...list.querySelectorAll<HTMLElement>('[role="tab"]')];
  const panels = [...list.parentElement.querySelectorAll<HTMLElement>(PANELS)];
  tabs.forEach((other, i) => {
    const selected = other === tab;
    other.setAttribute('aria-selected', String(selected));
    other.tabIndex = selected ? 0 : -1;
    other.toggleAttribute('data-selected', selected);
    const panel = panels[i];
    if (!panel) return;
    panel.hidden = !selected;
    panel.toggleAttribute('data-selected', selected);
    panel.dataset.state = selected ? 'open' : 'closed';
    if (selected) other.setAttribute('aria-controls', panel.id);
  });
  tab.focus();
}

document.addEventListener('keydown', (e) => {
  const tab = (e.target as Element).closest<HTMLElement>('[role="tab"]');
  if (!tab || (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft')) return;
  const tabs = [...(tab.closest('[role="tablist"]')?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
  const next = tabs[(tabs.indexOf(tab) + (e.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length];
  if (next) {
    e.preventDefault();
    selectTab(next);
  }
});

document.addEventListener('click', (e) => {
  const target = e.target as Element;
  const tab = target.closest<HTMLElement>('[role="tab"]');
  if (tab) return selectTab(tab);
  const locale = target.closest<HTMLElement>('[data-switch-locale]')?.dataset.switchLocale;
  if (locale === 'en' || locale === 'ga') {
    localStorage.setItem(LOCALE_KEY, locale);
    document.cookie = `${LOCALE_KEY}=${locale}; ${COOKIE_ATTRIBUTES}`;
    return window.location.reload();
  }
  if (target.closest('[data-cookie-preferences]')) return openPreferences();
  const consent = target.closest<HTMLElement>('[data-consent]')?.dataset.consent;
  if (consent === 'preferences') return openPreferences();
  if (consent === 'necessary' || consent === 'all') return saveConsent(consent === 'all', consent === 'all');
  if (consent === 'save' && dialog) {
    const checked = (name: string) =>
      dialog.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.checked === true;
    saveConsent(checked('analytics'), checked('errorReporting'));
    return; // the dialog's own form (method="dialog") closes it
  }
  // A result row opens its club, unless a link or button inside it was the target.
  const row = target.closest<HTMLElement>('[data-href]');
  if (row?.dataset.href && !target.closest(OWN_TARGETS)) window.location.assign(row.dataset.href);
});

/** The search boxes open /search with the query after a pause, as in the app. */
for (const form of document.querySelectorAll<HTMLFormElement>('form[data-debounced-search]')) {
  const input = form.querySelector<HTMLInputElement>('input[name="query"]');
  if (!input) continue;
  const onSearchPage = window.location.pathname === '/search';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const go = () => {
    const query = input.value.trim();
    if (!query && !onSearchPage) return;
    const href = query ? `/search?query=${encodeURIComponent(query)}` : '/search';
    if (onSearchPage) window.location.replace(href);
    else window.location.assign(href);
  };
  input.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(go, SEARCH_DEBOUNCE_MS);
  });
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    clearTimeout(timer);
    go();
  });
}

// Fixture cards near their start follow their match live (issue 52).
if ('EventSource' in window) startLiveScores(document);

// The installed app: the worker precaches the app, which then serves these pages offline.
if ('serviceWorker' in navigator) {
  window.addEventListener('load', () => void navigator.serviceWorker.register('/sw.js', { scope: '/' }));
}
