/**
 * Keeps the document head in step with the club shown: title, meta description, canonical address and the
 * schema.org data. The server writes the same into the HTML of a club page it serves (for crawlers); this
 * covers pages reached inside the app, or served from the offline cache, without duplicating that element.
 */
import { useEffect } from 'react';
import { clubJsonLd, clubMetaDescription, jsonForScript } from '../../../domain/organization/public-page';
import type { Organization } from '../../../domain/organization/organization';

const JSONLD_ID = 'club-jsonld';

function headElement<K extends 'meta' | 'link' | 'script'>(
  tag: K,
  selector: string,
  init: (el: HTMLElementTagNameMap[K]) => void,
) {
  let el = document.head.querySelector<HTMLElementTagNameMap[K]>(selector);
  const created = !el;
  if (!el) {
    el = document.createElement(tag);
    init(el);
    document.head.append(el);
  }
  return { el, created };
}

export function useClubHead(club: Organization | null) {
  useEffect(() => {
    if (!club) return;
    const url = `${window.location.origin}/organization/${encodeURIComponent(club.slug ?? club.id)}`;
    document.title = [club.name, 'Páirc'].join(' · ');
    const description = headElement('meta', 'meta[name="description"]', (m) => (m.name = 'description'));
    const previousDescription = description.el.content;
    description.el.content = clubMetaDescription(club);
    const canonical = headElement('link', 'link[rel="canonical"]', (l) => (l.rel = 'canonical'));
    canonical.el.href = url;
    const ld = headElement('script', `script#${JSONLD_ID}`, (s) => {
      s.id = JSONLD_ID;
      s.type = 'application/ld+json';
    });
    ld.el.textContent = jsonForScript(clubJsonLd(club, url));
    return () => {
      description.el.content = previousDescription;
      canonical.el.remove();
      ld.el.remove();
    };
  }, [club]);
}
