/** useLocalDoc answers loading, then missing or ok, and follows the local database live. */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Fixture } from '../../../domain/competition/fixture';
import { db } from '../../../src/offline/db';
import { outboxOf, useLocalDoc } from '../../../src/offline/use-local-doc';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const fixture: Fixture = {
  id: 'f1',
  version: 1,
  updatedAt: '2026-11-21T10:00:00.000Z',
  startDate: '2026-11-22T14:00:00.000Z',
  isResult: false,
  homeTeam: { id: 'h', name: 'Naomh Pádraig' },
  awayTeam: { id: 'a', name: 'Cill Mhantáin' },
};

function Probe({ id }: { id: string }) {
  const state = useLocalDoc(db.fixtures, id);
  return <p>{state.status === 'ok' ? `ok:${state.doc.homeTeam.name}` : state.status}</p>;
}

/** With `related`: the document's queued changes, read in the same live query. */
const queued = async (id: string) => ({ queued: (await outboxOf('fixtures', id)).length });
function QueueProbe({ id }: { id: string }) {
  const state = useLocalDoc(db.fixtures, id, queued);
  return <p>{state.status === 'ok' ? `ok:${state.queued}` : state.status}</p>;
}

let root: Root | undefined;
beforeEach(async () => {
  await db.fixtures.clear();
  await db.outbox.clear();
});
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

function render(id: string, Component = Probe): HTMLElement {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() => root!.render(<Component id={id} />));
  return host;
}

async function settleUntil(done: () => boolean, ms = 1500): Promise<void> {
  const end = Date.now() + ms;
  while (!done() && Date.now() < end) await act(() => new Promise((r) => setTimeout(r, 20)));
}

describe('useLocalDoc', () => {
  it('answers loading first, then ok with the document', async () => {
    await db.fixtures.put(fixture);
    const host = render('f1');
    expect(host.textContent).toBe('loading');
    await settleUntil(() => host.textContent !== 'loading');
    expect(host.textContent).toBe('ok:Naomh Pádraig');
  });

  it('answers missing for a document not on the device, and ok once it arrives', async () => {
    const host = render('f1');
    await settleUntil(() => host.textContent !== 'loading');
    expect(host.textContent).toBe('missing');
    await act(async () => {
      await db.fixtures.put(fixture);
    });
    await settleUntil(() => host.textContent !== 'missing');
    expect(host.textContent).toBe('ok:Naomh Pádraig');
  });

  it('reads what is related to the document in the same live query, and follows it', async () => {
    await db.fixtures.put(fixture);
    const host = render('f1', QueueProbe);
    await settleUntil(() => host.textContent !== 'loading');
    expect(host.textContent).toBe('ok:0');
    await act(async () => {
      await db.outbox.put({
        id: 'o1',
        idempotencyKey: 'k1',
        op: 'fixture.recordScore',
        collection: 'fixtures',
        entityId: 'f1',
        baseVersion: 1,
        payload: {},
        createdAt: '2026-11-22T15:00:00.000Z',
        attempts: 0,
        state: 'pending',
      });
    });
    await settleUntil(() => host.textContent !== 'ok:0');
    expect(host.textContent).toBe('ok:1');
  });
});
