/** Files the API answers (PDFs, ZIPs), fetched with the bearer token and handed to the browser as a download. */
import { accessToken } from '../auth/tokens';

async function fetchFile(path: string, init: { method?: string; json?: unknown; locale?: string }) {
  const headers = new Headers();
  headers.set('Authorization', `Bearer ${(await accessToken()) ?? ''}`);
  if (init.locale) headers.set('Accept-Language', init.locale);
  if (init.json !== undefined) headers.set('Content-Type', 'application/json');
  const res = await fetch(`/api${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  if (!res.ok) throw new Error(String(res.status));
  return URL.createObjectURL(await res.blob());
}

export async function downloadFile(
  path: string,
  fileName: string,
  init: { method?: string; json?: unknown; locale?: string } = {},
): Promise<void> {
  const url = await fetchFile(path, init);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * A file opened in a new tab (seed 3 §7: a certification's download link is fetched and opened in a new tab).
 * The tab is opened before the fetch, inside the click, so pop-up blockers let it through.
 */
export async function openFile(path: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const url = await fetchFile(path, {});
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (err) {
    tab?.close();
    throw err;
  }
}
