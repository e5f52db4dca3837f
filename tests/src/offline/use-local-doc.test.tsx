/** useLocalDoc answers loading, then missing or ok, and follows the local database live. */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Fixture } from '../../../domain/competition/fixture';
import { db } from '../../../src/offline/db';
import { useLocalDoc } from '../../../src/offline/use-local-doc';

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

let root: Root | undefined;
beforeEach(async () => {
  await db.fixtures.clear();
});
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

function render(id: string): HTMLElement {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() => root!.render(<Probe id={id} />));
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
});
