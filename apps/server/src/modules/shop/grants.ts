import { FORMATION_KEYS, type FormationKey } from '@campus/domain/administration';
import type { ChannelSlug } from '@campus/domain/shared';
import type { OfferGrants } from '@campus/domain/shop';
import type { Queryable } from '../../db/schema.js';
import { createId } from '../../platform/tokens.js';
import { accountChanged, type AccountChangedEvent } from '../members/account-events.js';
import { formationColumn, formationColumns } from '../members/member-rows.js';

/** The rights a grant gave that the member did not hold: the only ones it may take back. */
interface AddedRights {
  formations: FormationKey[];
  channels: ChannelSlug[];
  customer: boolean;
}

async function currentRights(db: Queryable, uid: string) {
  const [user, channels] = await Promise.all([
    db
      .selectFrom('users')
      .select(['is_customer', ...FORMATION_KEYS.map(formationColumn)])
      .where('uid', '=', uid)
      .executeTakeFirstOrThrow(),
    db.selectFrom('user_channels').select('channel').where('uid', '=', uid).execute(),
  ]);
  return {
    formations: new Set(FORMATION_KEYS.filter((key) => user[formationColumn(key)] === 1)),
    channels: new Set(channels.map((row) => row.channel)),
    isCustomer: user.is_customer === 1,
  };
}

/**
 * A payment's access (architecture 4.13: the same change of rights an admin makes): the member becomes a customer
 * with the offer's formations and channels. `source` names what was paid (`subscription:…`, `purchase:…`): granting
 * it again (a renewal, an event received twice) changes nothing; a grant taken back and paid again is active again.
 * Answers the event that tells the member's open pages to read `/api/me` again, or null when nothing changed.
 */
export async function grantAccess(
  db: Queryable,
  uid: string,
  source: string,
  grants: OfferGrants,
  now: string,
): Promise<AccountChangedEvent | null> {
  const existing = await db
    .selectFrom('shop_grants')
    .select(['id', 'is_active'])
    .where('source', '=', source)
    .executeTakeFirst();
  if (existing?.is_active === 1) return null;
  const held = await currentRights(db, uid);
  const added: AddedRights = {
    formations: grants.formations.filter((key) => !held.formations.has(key)),
    channels: grants.channels.filter((slug) => !held.channels.has(slug)),
    customer: !held.isCustomer,
  };
  const values = {
    formations: JSON.stringify(grants.formations),
    channels: JSON.stringify(grants.channels),
    added: JSON.stringify(added),
    is_active: 1,
    granted_at: now,
    revoked_at: null,
  };
  if (existing) await db.updateTable('shop_grants').set(values).where('id', '=', existing.id).execute();
  else
    await db
      .insertInto('shop_grants')
      .values({ id: createId(), uid, source, ...values })
      .execute();
  if (added.formations.length + added.channels.length === 0 && !added.customer) return null;
  await db
    .updateTable('users')
    .set({
      ...formationColumns(Object.fromEntries(added.formations.map((key) => [key, true]))),
      is_customer: 1,
      updated_at: now,
    })
    .where('uid', '=', uid)
    .execute();
  if (added.channels.length > 0) {
    await db
      .insertInto('user_channels')
      .values(added.channels.map((channel) => ({ uid, channel })))
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
  return accountChanged(uid);
}

/**
 * Takes back what a grant added, unless another active grant gives it too (a second offer with the same channel);
 * what the member held before (an admin's grant) stays. Answers the account event, or null when nothing changed.
 */
export async function revokeAccess(db: Queryable, source: string, now: string): Promise<AccountChangedEvent | null> {
  const grant = await db
    .selectFrom('shop_grants')
    .selectAll()
    .where('source', '=', source)
    .where('is_active', '=', 1)
    .executeTakeFirst();
  if (!grant) return null;
  await db.updateTable('shop_grants').set({ is_active: 0, revoked_at: now }).where('id', '=', grant.id).execute();
  const others = await db
    .selectFrom('shop_grants')
    .select(['formations', 'channels'])
    .where('uid', '=', grant.uid)
    .where('is_active', '=', 1)
    .execute();
  const kept = {
    formations: new Set(others.flatMap((other) => JSON.parse(other.formations) as FormationKey[])),
    channels: new Set(others.flatMap((other) => JSON.parse(other.channels) as ChannelSlug[])),
  };
  const added = JSON.parse(grant.added) as AddedRights;
  const formations = added.formations.filter((key) => !kept.formations.has(key));
  const channels = added.channels.filter((slug) => !kept.channels.has(slug));
  const isCustomerTaken = added.customer && others.length === 0;
  if (formations.length + channels.length === 0 && !isCustomerTaken) return null;
  await db
    .updateTable('users')
    .set({
      ...formationColumns(Object.fromEntries(formations.map((key) => [key, false]))),
      ...(isCustomerTaken && { is_customer: 0 }),
      updated_at: now,
    })
    .where('uid', '=', grant.uid)
    .execute();
  if (channels.length > 0) {
    await db.deleteFrom('user_channels').where('uid', '=', grant.uid).where('channel', 'in', channels).execute();
  }
  return accountChanged(grant.uid);
}
