import type { Address } from '@campus/domain/account';
import { ADDRESS_COLUMNS, addressColumns, addressOf } from '../me/address-columns.js';
import type { Queryable } from '../../db/schema.js';
import { foundOr, notFound } from '../../platform/errors.js';
import { isoNow } from '../../platform/tokens.js';

/** The member's billing address (spec 3.2: the address of GET /api/me). */
export async function loadBillingAddress(db: Queryable, uid: string): Promise<Address> {
  const row = await foundOr(
    db.selectFrom('users').select(ADDRESS_COLUMNS).where('uid', '=', uid).executeTakeFirst(),
    notFound,
  );
  return addressOf(row);
}

/** Replaces the billing address; the next invoice finalised copies it (finalised ones keep theirs). */
export async function saveBillingAddress(db: Queryable, uid: string, address: Address): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...addressColumns(address), updated_at: isoNow() })
    .where('uid', '=', uid)
    .execute();
}
