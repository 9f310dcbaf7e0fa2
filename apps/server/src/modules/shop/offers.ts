import {
  SHOP_MESSAGES,
  type AdminOffer,
  type Offer,
  type OfferGrants,
  type offerInputSchema,
} from '@campus/domain/shop';
import type { Selectable } from 'kysely';
import type * as z from 'zod/mini';
import type { OffersTable, Queryable } from '../../db/schema.js';
import { withAudit } from '../../platform/audit.js';
import { HttpError, foundOr } from '../../platform/errors.js';
import { createId, isoNow } from '../../platform/tokens.js';

export type OfferRow = Selectable<OffersTable>;
export type OfferInput = z.output<typeof offerInputSchema>;

export const offerNotFound = () => new HttpError(404, SHOP_MESSAGES.offerNotFound);

export function grantsOf(row: Pick<OfferRow, 'grant_formations' | 'grant_channels'>): OfferGrants {
  return {
    formations: JSON.parse(row.grant_formations) as OfferGrants['formations'],
    channels: JSON.parse(row.grant_channels) as OfferGrants['channels'],
  };
}

export function presentOffer(row: OfferRow): Offer {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    priceCents: row.price_cents,
    vatRateBasisPoints: row.vat_rate_bp,
    interval: row.interval,
    grants: grantsOf(row),
  };
}

/** The offers on sale, cheapest first. */
export async function listActiveOffers(db: Queryable): Promise<Offer[]> {
  const rows = await db
    .selectFrom('offers')
    .selectAll()
    .where('status', '=', 'active')
    .orderBy('price_cents')
    .orderBy('name')
    .execute();
  return rows.map(presentOffer);
}

export const findOffer = (db: Queryable, id: string) =>
  foundOr(db.selectFrom('offers').selectAll().where('id', '=', id).executeTakeFirst(), offerNotFound);

/** Every offer for its author (MDB_ADMIN), on sale first, with how many times it was paid. */
export async function listAdminOffers(db: Queryable): Promise<AdminOffer[]> {
  const [rows, sales] = await Promise.all([
    db.selectFrom('offers').selectAll().orderBy('status').orderBy('created_at', 'desc').execute(),
    db
      .selectFrom('checkouts')
      .select(['offer_id', (select) => select.fn.countAll().as('count')])
      .where('status', '=', 'paid')
      .groupBy('offer_id')
      .execute(),
  ]);
  const salesOf = new Map(sales.map((sale) => [sale.offer_id, Number(sale.count)]));
  return rows.map((row) => presentAdminOffer(row, salesOf.get(row.id) ?? 0));
}

function presentAdminOffer(row: OfferRow, salesCount: number): AdminOffer {
  return {
    ...presentOffer(row),
    status: row.status,
    salesCount,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

const columnsOf = (input: OfferInput) => ({
  name: input.name,
  description: input.description,
  price_cents: input.priceCents,
  vat_rate_bp: input.vatRateBasisPoints,
  interval: input.interval,
  grant_formations: JSON.stringify([...new Set(input.grants.formations)].sort()),
  grant_channels: JSON.stringify([...new Set(input.grants.channels)]),
  status: input.status,
});

/** An admin's new offer, journaled. */
export function createOffer(db: Queryable, actorUid: string, input: OfferInput): Promise<AdminOffer> {
  return withAudit(db, async (transaction) => {
    const now = isoNow();
    const row: OfferRow = { id: createId(), ...columnsOf(input), created_at: now, updated_at: now };
    await transaction.insertInto('offers').values(row).execute();
    return {
      result: presentAdminOffer(row, 0),
      audit: { actorUid, action: 'offer.created', subject: `offer:${row.id}`, after: presentOffer(row) },
    };
  });
}

/**
 * An admin's change to an offer, journaled: a new price or grant holds for the next purchases; what members already
 * paid keeps its price and grants (their subscription and invoices copied them).
 */
export function updateOffer(db: Queryable, actorUid: string, id: string, input: OfferInput): Promise<AdminOffer> {
  return withAudit(db, async (transaction) => {
    const before = await findOffer(transaction, id);
    const row: OfferRow = { ...before, ...columnsOf(input), updated_at: isoNow() };
    await transaction.updateTable('offers').set(row).where('id', '=', id).execute();
    const sales = await transaction
      .selectFrom('checkouts')
      .select((select) => select.fn.countAll().as('count'))
      .where('offer_id', '=', id)
      .where('status', '=', 'paid')
      .executeTakeFirst();
    return {
      result: presentAdminOffer(row, Number(sales?.count ?? 0)),
      audit: {
        actorUid,
        action: 'offer.changed',
        subject: `offer:${id}`,
        before: { ...presentOffer(before), status: before.status },
        after: { ...presentOffer(row), status: row.status },
      },
    };
  });
}
