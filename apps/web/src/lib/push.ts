import { pushPublicKeyResponseSchema, pushSubscriptionResponseSchema } from '@campus/domain/notifications';
import { apiRequest } from './api-client';

// Web push on this device (issue 33): what the browser allows, the device's subscription, and turning it on or off.
// The server keeps one subscription per device (POST/DELETE /api/push/subscriptions).

export type PushSupport =
  /** Push works here. */
  | 'supported'
  /** An iPhone or iPad outside the installed app: iOS 16.4+ offers push to home screen apps only. */
  | 'ios-needs-install'
  /** This browser has no web push (or the app runs without its service worker, as on the dev server). */
  | 'unsupported';

const isIos = () =>
  /iPad|iPhone|iPod/.test(navigator.userAgent) ||
  (navigator.userAgent.includes('Macintosh') && navigator.maxTouchPoints > 1);
const isStandalone = () =>
  window.matchMedia('(display-mode: standalone)').matches ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

export function pushSupport(): PushSupport {
  const hasApis = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  if (isIos() && !isStandalone()) return 'ios-needs-install';
  return hasApis ? 'supported' : 'unsupported';
}

/** The app's service worker registration, if the app runs with one. */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) return null;
  return (await navigator.serviceWorker.getRegistration('/')) ?? null;
}

/** The device's current subscription (null: push is off on this device). */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  const found = await registration();
  return found ? found.pushManager.getSubscription() : null;
}

const fromBase64Url = (text: string) => {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
};

export class PushUnavailableError extends Error {
  constructor(readonly reason: 'denied' | 'no-worker' | 'failed') {
    super(reason);
  }
}

/** Asks the permission (from a click), subscribes the device with the server's key, and gives it to the server. */
export async function turnPushOn(): Promise<PushSubscription> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushUnavailableError('denied');
  const found = await registration();
  if (!found) throw new PushUnavailableError('no-worker');
  const { publicKey } = await apiRequest('/push/public-key', { schema: pushPublicKeyResponseSchema });
  let subscription: PushSubscription;
  try {
    subscription =
      (await found.pushManager.getSubscription()) ??
      (await found.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: fromBase64Url(publicKey) }));
  } catch {
    // The browser could not reach its push service (offline, a blocked network, a browser without one).
    throw new PushUnavailableError('failed');
  }
  await apiRequest('/push/subscriptions', {
    method: 'POST',
    body: subscription.toJSON(),
    schema: pushSubscriptionResponseSchema,
  });
  return subscription;
}

/** Stops push on this device: the server forgets it, then the browser. */
export async function turnPushOff(token?: string): Promise<void> {
  const subscription = await currentPushSubscription();
  if (!subscription) return;
  await apiRequest('/push/subscriptions', {
    method: 'DELETE',
    body: { endpoint: subscription.endpoint },
    answer: 'no-content',
    ...(token && { headers: { Authorization: `Bearer ${token}` }, skipUnauthorizedRedirect: true }),
  }).catch(() => undefined);
  await subscription.unsubscribe().catch(() => false);
}
