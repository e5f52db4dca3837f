/**
 * Warm start (issue 50): what the first requests after a start would otherwise load or compile is done before
 * the server listens, so it reports healthy only when the first visitor is served at steady speed — the
 * message catalogs parsed, the server renderer of the public pages imported, the router's matchers built, the
 * open-data and page paths run once (their modules loaded, their queries planned on a connection), the first
 * club page drawn. Done in-process through the app itself (`app.request`), so nothing is special-cased; a
 * failure is logged and the server starts anyway (cold, as before).
 */
import type { Logger } from 'pino';
import { preloadCatalogs } from './i18n.ts';

/** Any app: only its in-process `request` is used. */
type Requestable = { request(path: string, init?: RequestInit): Response | Promise<Response> };

export async function warmUp(app: Requestable, log: Logger): Promise<number> {
  const t0 = performance.now();
  preloadCatalogs();
  const get = async (path: string, accept = 'text/html') => {
    const res = await app.request(path, { headers: { Accept: accept, 'Accept-Encoding': 'gzip' } });
    await res.arrayBuffer();
    return res;
  };
  try {
    await get('/api/health', 'application/json');
    await get('/api/config', 'application/json');
    const clubs = await app.request('/api/v1/organization?filter=additionalType:Club&size=1');
    const list = clubs.ok
      ? ((await clubs.json()) as { _embedded?: { organizations?: { id: string }[] } })
      : undefined;
    await get('/');
    await get('/search?query=a');
    const id = list?._embedded?.organizations?.[0]?.id;
    if (id) await get(`/organization/${encodeURIComponent(id)}`);
  } catch (err) {
    log.warn({ err }, 'warm-up failed; starting cold');
  }
  return performance.now() - t0;
}
