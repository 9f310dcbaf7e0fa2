import type { updateMeRequestSchema } from '@campus/domain/account';
import type { z } from 'zod';
import { nameColumns } from '../users/name-columns.js';
import { addressColumns } from './address-columns.js';
import type { Queryable } from '../../db/schema.js';
import { isoNow } from '../../platform/tokens.js';

export type ProfileChanges = z.output<typeof updateMeRequestSchema>;

/** Saves the profile form; the address is replaced only when it is sent. */
export async function updateProfile(db: Queryable, uid: string, changes: ProfileChanges): Promise<void> {
  const { address } = changes;
  await db
    .updateTable('users')
    .set({
      ...nameColumns(changes),
      phone_number: changes.phoneNumber,
      ...(address && addressColumns(address)),
      updated_at: isoNow(),
    })
    .where('uid', '=', uid)
    .execute();
}
