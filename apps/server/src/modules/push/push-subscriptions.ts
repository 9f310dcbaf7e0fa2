import type { PushSubscriptionRequest } from '@campus/domain/notifications';
import type { PushSubscriptionsTable, Queryable } from '../../db/schema.js';
import { isoNow } from '../../platform/tokens.js';

// The devices a member turned push on: one row per browser subscription (its push service URL is its key).

/** Keeps a device's subscription for the member; a device that changes hands (another member signs in) moves over. */
export async function saveSubscription(
  db: Queryable,
  uid: string,
  subscription: PushSubscriptionRequest,
): Promise<void> {
  await db
    .insertInto('push_subscriptions')
    .values({
      endpoint: subscription.endpoint,
      uid,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      created_at: isoNow(),
      last_sent_at: null,
    })
    .onConflict((conflict) =>
      conflict.column('endpoint').doUpdateSet({
        uid,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
      }),
    )
    .execute();
}

/** The member's own device only: nobody removes another member's subscription. */
export async function removeSubscription(db: Queryable, uid: string, endpoint: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).where('uid', '=', uid).execute();
}

export async function subscriptionsOf(db: Queryable, uids: readonly string[]): Promise<PushSubscriptionsTable[]> {
  if (uids.length === 0) return [];
  return db.selectFrom('push_subscriptions').selectAll().where('uid', 'in', uids).execute();
}

/** The devices of those of `uids` who keep direct messages by push (on unless turned off): one read for both. */
export async function directMessageSubscriptionsOf(
  db: Queryable,
  uids: readonly string[],
): Promise<PushSubscriptionsTable[]> {
  if (uids.length === 0) return [];
  return db
    .selectFrom('push_subscriptions as s')
    .leftJoin('notification_preferences as p', 'p.uid', 's.uid')
    .selectAll('s')
    .where('s.uid', 'in', uids)
    .where((eb) => eb.or([eb('p.uid', 'is', null), eb('p.push_direct_messages', '=', 1)]))
    .execute();
}

/** The push service said the subscription is gone (404, 410): so is it here. */
export async function forgetSubscription(db: Queryable, endpoint: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).execute();
}
