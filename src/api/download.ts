/**
 * Files the API answers (PDFs, ZIPs, JSON exports), fetched with the bearer token and handed to the browser as
 * a download or opened in a new tab; and `saveBlob`, the one way a screen saves bytes it holds as a file.
 */
import { accessToken } from '../auth/tokens';
import { ApiError, type ErrorBody } from './client';

/** Hands `blob` to the browser as a download named `fileName` (through a temporary object URL). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The answer to `path`, never from a cache; a failure throws an ApiError with the server's error body. */
async function fetchFile(path: string, init: { method?: string; json?: unknown; locale?: string }) {
  const headers = new Headers();
  headers.set('Authorization', `Bearer ${(await accessToken()) ?? ''}`);
  if (init.locale) headers.set('Accept-Language', init.locale);
  if (init.json !== undefined) headers.set('Content-Type', 'application/json');
  const res = await fetch(`/api${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
    cache: 'no-store',
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as ErrorBody | null;
    throw new ApiError(res.status, body);
  }
  return res;
}

/** The header a report's name comes from (seed 3 §7), for `downloadFile`'s `nameHeader`. */
export const CONTENT_DISPOSITION = 'Content-Disposition';

/**
 * The file name a Content-Disposition header gives (`filename*=UTF-8''…` first, then `filename="…"`), without
 * any path; null when it gives none.
 */
export function dispositionFileName(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  let name: string | null = null;
  if (star) {
    try {
      name = decodeURIComponent(star[1]!.trim());
    } catch {
      name = null;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/.exec(header);
    name = plain ? (plain[1]?.replace(/\\(.)/g, '$1') ?? plain[2]!.trim()) : null;
  }
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base ? base : null;
}

/**
 * Fetches `path` and saves the answer as `fileName`, or under the name the answer's `nameHeader` gives
 * (e.g. `Vetting-File-Name`, or `Content-Disposition`: seed 3 §9 "the name comes from the Content-Disposition
 * header") when it has one.
 */
export async function downloadFile(
  path: string,
  fileName: string,
  init: { method?: string; json?: unknown; locale?: string; nameHeader?: string } = {},
): Promise<void> {
  const res = await fetchFile(path, init);
  const header = init.nameHeader ? res.headers.get(init.nameHeader) : null;
  const named =
    init.nameHeader?.toLowerCase() === CONTENT_DISPOSITION.toLowerCase()
      ? dispositionFileName(header)
      : header;
  saveBlob(await res.blob(), named || fileName);
}

/**
 * A file opened in a new tab (seed 3 §7: a certification's download link is fetched and opened in a new tab).
 * The tab is opened before the fetch, inside the click, so pop-up blockers let it through.
 */
export async function openFile(path: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const url = URL.createObjectURL(await (await fetchFile(path, {})).blob());
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (err) {
    tab?.close();
    throw err;
  }
}
