/**
 * Uploads the documents of submitted referee reports, kept on the device as Blobs, when there is signal.
 * Runs after each outbox flush (src/offline/sync-tasks.ts). Each file goes once: the server keys it by the
 * id the device made, so a re-send after a lost answer stores nothing twice. A refusal (type, size, a
 * report that no longer accepts it) stays visible on the file as failed, with the server's message.
 */
import { getSession } from '../../../auth/session';
import { db } from '../../../offline/db';
import type { FlushDeps } from '../../../offline/flush';
import type { ReportFileRow } from '../../../offline/report-tables';
import { registerSyncTask } from '../../../offline/sync-tasks';

type Outcome = { status: number; message?: string } | 'network';

function send(token: string, f: ReportFileRow, onProgress: (p: number) => void): Promise<Outcome> {
  const form = new FormData();
  form.set('id', f.id);
  form.set('category', f.category);
  form.set('file', f.blob!, f.fileName);
  const url = `/api/fixture/${encodeURIComponent(f.fixtureId)}/referee-report/document`;
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    const headers = new Headers();
    headers.set('Authorization', `Bearer ${token}`);
    headers.forEach((value, key) => xhr.setRequestHeader(key, value));
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      let message: string | undefined;
      try {
        message = (JSON.parse(xhr.responseText) as { message?: string }).message;
      } catch {
        message = undefined;
      }
      resolve({ status: xhr.status, message });
    };
    xhr.onerror = () => resolve('network');
    xhr.send(form);
  });
}

export async function uploadReportFiles(deps: FlushDeps): Promise<void> {
  // Only the signed-in person's files go, with their token; another person's wait for them.
  const me = getSession().person?.id;
  if (!me) return;
  const waiting = await db.reportFiles.where('state').anyOf('local', 'uploading').toArray();
  for (const f of waiting.filter((x) => x.personId === me)) {
    const fixture = await db.fixtures.get(f.fixtureId);
    if (!fixture?.reportSubmitted || !f.blob) continue;
    let token = await deps.getToken();
    if (!token) return;
    await db.reportFiles.update(f.id, { state: 'uploading', progress: 0 });
    const progress = (p: number) => void db.reportFiles.update(f.id, { progress: p });
    let outcome = await send(token, f, progress);
    if (outcome !== 'network' && outcome.status === 401) {
      token = await deps.refresh();
      if (!token) return;
      outcome = await send(token, f, progress);
    }
    if (outcome === 'network' || outcome.status >= 500 || outcome.status === 401) {
      await db.reportFiles.update(f.id, { state: 'local', progress: 0 });
      return;
    }
    if (outcome.status === 200 || outcome.status === 201) {
      await db.reportFiles.update(f.id, { state: 'uploaded', progress: 1, blob: null });
    } else {
      await db.reportFiles.update(f.id, {
        state: 'failed',
        error: outcome.message ?? String(outcome.status),
      });
    }
  }
}

registerSyncTask(uploadReportFiles);
