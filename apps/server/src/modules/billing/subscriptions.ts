import type { Subscription } from '@campus/domain/billing';
import { graceEndsAt } from '@campus/domain/shop';
import type { Selectable } from 'kysely';
import type { Queryable, SubscriptionsTable } from '../../db/schema.js';

export type SubscriptionRow = Selectable<SubscriptionsTable>;

/** When an unpaid subscription loses its access (null when it is not unpaid). */
export function graceEndsAtOf(
  row: Pick<SubscriptionRow, 'status' | 'past_due_since' | 'ended_at'>,
  graceDays: number,
): string | null {
  if (row.status !== 'past_due' || !row.past_due_since || row.ended_at) return null;
  return graceEndsAt(new Date(row.past_due_since), graceDays).toISOString();
}

/** A subscription as the member (and the billing admin) sees it. */
export function presentSubscription(row: SubscriptionRow, graceDays: number): Subscription {
  const isEnded = row.status === 'canceled' || row.ended_at !== null;
  return {
    id: row.id,
    product: row.product,
    period: row.period,
    status: row.status,
    amountCents: row.amount_cents,
    startedAt: row.started_at,
    nextRenewalAt: isEnded || row.cancel_at_period_end === 1 ? null : row.next_renewal_at,
    offerId: row.offer_id,
    cancelAtPeriodEnd: row.cancel_at_period_end === 1,
    currentPeriodEnd: isEnded ? null : row.next_renewal_at,
    graceEndsAt: graceEndsAtOf(row, graceDays),
  };
}

/** The member's subscriptions (spec 3.2), the most recent first. */
export async function listSubscriptions(db: Queryable, uid: string, graceDays: number): Promise<Subscription[]> {
  const rows = await db
    .selectFrom('subscriptions')
    .selectAll()
    .where('uid', '=', uid)
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => presentSubscription(row, graceDays));
}
