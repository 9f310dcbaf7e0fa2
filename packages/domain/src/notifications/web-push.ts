import * as z from 'zod/mini';
import { VIOLATION_MESSAGES } from '../shared/violations.js';

// Web push (issue 33, architecture 4.14): a device's subscription, as the browser's PushSubscription.toJSON() gives it,
// and what a push carries to the service worker.

/** A base64url text of `min` to `max` characters (the keys of a subscription). */
const base64url = (min: number, max: number) =>
  z.string().check(z.minLength(min), z.maxLength(max), z.regex(/^[A-Za-z0-9_-]+$/));

export const pushSubscriptionRequestSchema = z.object({
  /** The push service's URL for this device (https in every browser; http only for a push service on the machine). */
  endpoint: z.string().check(z.maxLength(1000), z.regex(/^https?:\/\/\S+$/, VIOLATION_MESSAGES.url)),
  keys: z.object({
    /** The device's P-256 public key, uncompressed (65 bytes: 87 characters). */
    p256dh: base64url(80, 100),
    /** The device's 16-byte authentication secret (22 characters). */
    auth: base64url(16, 40),
  }),
});
export type PushSubscriptionRequest = z.infer<typeof pushSubscriptionRequestSchema>;

/** DELETE /api/push/subscriptions: the device that no longer wants pushes. */
export const pushUnsubscribeRequestSchema = z.object({ endpoint: z.string().check(z.maxLength(1000)) });

export const pushPublicKeyResponseSchema = z.object({
  /** The VAPID public key (base64url), the `applicationServerKey` of PushManager.subscribe. */
  publicKey: z.string(),
});
export type PushPublicKeyResponse = z.infer<typeof pushPublicKeyResponseSchema>;

/** POST /api/push/subscriptions answers 201 with the device it keeps. */
export const pushSubscriptionResponseSchema = z.object({ endpoint: z.string() });

/** POST /api/push/test: the member's devices reached, forgotten (gone at their push service) and not reached. */
export const pushTestResponseSchema = z.object({ sent: z.number(), gone: z.number(), failed: z.number() });
export type PushTestResponse = z.infer<typeof pushTestResponseSchema>;

/** What the service worker shows: a title, a text, the page a click opens, and a tag (one notification per tag). */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

export const PUSH_MESSAGES = {
  testBody: 'Les notifications de Campus arrivent bien sur cet appareil.',
  directMessageTitle: (author: string) => `Nouveau message de ${author}`,
  notificationTitle: 'Campus',
} as const;
