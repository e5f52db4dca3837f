/**
 * Declared actions by operation name, so the engine can re-apply still-queued changes on top of a fresher
 * server document (after an earlier change is acknowledged, or a conflict). Features register their actions
 * by defining them; the service worker imports the same definitions.
 */
export interface RegisteredAction {
  op: string;
  apply(doc: never, input: never): unknown;
}

const registry = new Map<string, RegisteredAction>();

export function registerAction(action: RegisteredAction): void {
  registry.set(action.op, action);
}

/** The server document with the queued changes (in order) applied again on top. */
export function replay<D>(serverDoc: D, entries: { op: string; payload: unknown }[]): D {
  return entries.reduce<D>((doc, e) => {
    const action = registry.get(e.op);
    return action ? (action.apply(doc as never, e.payload as never) as D) : doc;
  }, serverDoc);
}
