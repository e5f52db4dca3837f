/**
 * useServerAction: the one way a component runs an online call. `busy` is true while a call runs (for the
 * button's spinner and the dialog's lock); a failure is shown as the spec's error alert (the screen's
 * message, the server's message under it) and never thrown at the component, which gets `{ ok: false }`.
 * Put what must happen after the call (reload, close, navigate) inside `work`, so its failure is shown too.
 */
import { useCallback, useState } from 'react';
import { showErrorAlert } from './error-alert';

export type ServerActionResult<R> = { ok: true; value: R } | { ok: false; error: unknown };

export interface ServerAction {
  busy: boolean;
  /** Runs `work`; `failure` is the (translated) alert shown when it throws. */
  run: <R>(work: () => Promise<R>, failure: string) => Promise<ServerActionResult<R>>;
}

export function useServerAction(): ServerAction {
  const [busy, setBusy] = useState(false);
  const run = useCallback(async <R>(work: () => Promise<R>, failure: string) => {
    setBusy(true);
    try {
      return { ok: true, value: await work() } satisfies ServerActionResult<R>;
    } catch (error) {
      showErrorAlert(failure, error);
      return { ok: false, error } satisfies ServerActionResult<R>;
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, run };
}
