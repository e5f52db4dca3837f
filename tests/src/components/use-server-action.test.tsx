/** useServerAction: busy while the call runs; a failure is the error alert, never a throw at the component. */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/client';
import { currentAlerts, dismissAlert } from '../../../src/components/alerts';
import {
  useServerAction,
  type ServerAction,
  type ServerActionResult,
} from '../../../src/components/use-server-action';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let action: ServerAction;
function Probe() {
  action = useServerAction();
  return <p>{action.busy ? 'busy' : 'idle'}</p>;
}

function render(): HTMLElement {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() => root!.render(<Probe />));
  return host;
}

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

beforeEach(() => {
  for (const a of currentAlerts()) dismissAlert(a.id);
});
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

describe('useServerAction', () => {
  it('is busy while the call runs and answers its value', async () => {
    const host = render();
    const call = deferred<number>();
    let result!: Promise<ServerActionResult<number>>;
    act(() => {
      result = action.run(() => call.promise, 'Unable to save data');
    });
    expect(host.textContent).toBe('busy');
    await act(async () => {
      call.resolve(7);
      await result;
    });
    expect(await result).toEqual({ ok: true, value: 7 });
    expect(host.textContent).toBe('idle');
    expect(currentAlerts()).toEqual([]);
  });

  it("shows a failure as the error alert with the server's summary, and answers ok: false", async () => {
    const host = render();
    const error = new ApiError(409, { status: 409, summary: 'Conflict', message: 'Taken' });
    let result!: ServerActionResult<never>;
    await act(async () => {
      result = await action.run(() => Promise.reject(error), 'Unable to save data');
    });
    expect(result).toEqual({ ok: false, error });
    expect(host.textContent).toBe('idle');
    expect(currentAlerts()).toMatchObject([
      { kind: 'error', title: 'Unable to save data', description: 'Taken' },
    ]);
  });

  it('a failure that never reached the server shows the message alone', async () => {
    render();
    await act(async () => {
      await action.run(() => Promise.reject(new TypeError('Failed to fetch')), 'Unable to save data');
    });
    expect(currentAlerts()).toMatchObject([
      { kind: 'error', title: 'Unable to save data', description: undefined },
    ]);
  });
});
