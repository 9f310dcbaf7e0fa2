import type { Subscription } from '@campus/domain/billing';
import type { Queryable } from '../../db/schema.js';

/** The member's subscriptions (spec 3.2), the most recent first. */
export async function listSubscriptions(db: Queryable, uid: string): Promise<Subscription[]> {
  const rows = await db
    .selectFrom('subscriptions')
    .selectAll()
    .where('uid', '=', uid)
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    product: row.product,
    period: row.period,
    status: row.status,
    amountCents: row.amount_cents,
    startedAt: row.started_at,
    nextRenewalAt: row.status === 'canceled' ? null : row.next_renewal_at,
  }));
}
