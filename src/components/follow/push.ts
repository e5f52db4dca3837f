/**
 * Turning notifications on, only when the person taps Follow (issue 52; docs/adr/0024-web-push.md): ask for the
 * permission, subscribe this browser's push manager with the server's VAPID key, and register the
 * subscription. A browser without Web Push, or whose push service cannot be reached, keeps the follow and
 * says so; nothing here runs on page load.
 */
import { followApi } from '../../../domain/follow/follow.contract';
import { call } from '../../api/call';

export type PushState = 'on' | 'denied' | 'unsupported' | 'failed';

const bytesOf = (b64u: string): Uint8Array<ArrayBuffer> => {
  const b64 = b64u
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(b64u.length / 4) * 4, '=');
  const bin = atob(b64);
  const out = new Uint8Array(new ArrayBuffer(bin.length));
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
};

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** Asks (once the person tapped), subscribes and registers this browser; answers how it went. */
export async function turnOnPush(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  const permission =
    Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
  if (permission !== 'granted') return 'denied';
  try {
    const registration = await navigator.serviceWorker.ready;
    let subscription = await registration.pushManager.getSubscription();
    if (!subscription) {
      const { publicKey } = await call(followApi.vapidKey);
      subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: bytesOf(publicKey),
      });
    }
    const json = subscription.toJSON();
    await call(followApi.subscribe, {
      body: {
        endpoint: json.endpoint ?? '',
        keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
      },
    });
    return 'on';
  } catch {
    return 'failed';
  }
}

/** Turns this browser's notifications off: unsubscribes it, and forgets it on the server. */
export async function turnOffPush(): Promise<void> {
  if (!pushSupported()) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  const json = subscription.toJSON();
  const { id } = await call(followApi.subscribe, {
    body: {
      endpoint: json.endpoint ?? '',
      keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    },
  });
  await call(followApi.unsubscribe, { params: { id } });
  await subscription.unsubscribe();
}
