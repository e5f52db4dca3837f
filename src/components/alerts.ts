/**
 * The alert store (seed 1 §2, §9): success, error and warning messages shown bottom centre, each hidden
 * after 7000 ms or when dismissed. A module-level store so API helpers and event handlers can raise alerts
 * without a React context; `useAlerts()` is the hook screens use.
 */
import { useSyncExternalStore } from 'react';

export const ALERT_HIDE_MS = 7000;

export type AlertKind = 'success' | 'error' | 'warning';

export interface AppAlert {
  id: number;
  kind: AlertKind;
  /** Already translated: callers pass `t` output, so the alert keeps the language it was raised in. */
  title: string;
  description?: string;
}

let alerts: readonly AppAlert[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(next: readonly AppAlert[]) {
  alerts = next;
  for (const l of listeners) l();
}

export function dismissAlert(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  if (alerts.some((a) => a.id === id)) emit(alerts.filter((a) => a.id !== id));
}

/** Dismisses every alert of one kind (a dialog opening takes the place of the last action's success alerts). */
export function dismissAlerts(kind: AlertKind): void {
  for (const a of alerts) if (a.kind === kind) dismissAlert(a.id);
}

export function showAlert(kind: AlertKind, title: string, description?: string): number {
  const id = nextId++;
  emit([...alerts, { id, kind, title, description }]);
  timers.set(
    id,
    setTimeout(() => dismissAlert(id), ALERT_HIDE_MS),
  );
  return id;
}

export const currentAlerts = () => alerts;

export function useAlertList(): readonly AppAlert[] {
  return useSyncExternalStore(
    (l) => (listeners.add(l), () => listeners.delete(l)),
    () => alerts,
  );
}

export function useAlerts() {
  return {
    success: (title: string, description?: string) => showAlert('success', title, description),
    error: (title: string, description?: string) => showAlert('error', title, description),
    warning: (title: string, description?: string) => showAlert('warning', title, description),
    dismiss: dismissAlert,
  };
}
