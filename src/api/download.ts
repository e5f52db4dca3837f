/** Files the API answers (PDFs, ZIPs), fetched with the bearer token and handed to the browser as a download. */
import { accessToken } from '../auth/tokens';

export async function downloadFile(
  path: string,
  fileName: string,
  init: { method?: string; json?: unknown; locale?: string } = {},
): Promise<void> {
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
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
