import type { updateMeRequestSchema } from '@campus/domain';
import type { z } from 'zod';
import type { Queryable } from '../../db/schema.js';
import { isoNow } from '../../platform/tokens.js';
import { nameColumns } from '../users/display-name.js';

export type ProfileChanges = z.output<typeof updateMeRequestSchema>;

/** Saves the profile form; the address is replaced only when it is sent. */
export async function updateProfile(db: Queryable, uid: string, changes: ProfileChanges): Promise<void> {
  const { address } = changes;
  await db
    .updateTable('users')
    .set({
      ...nameColumns(changes),
      phone_number: changes.phoneNumber,
      ...(address && {
        address_line1: address.line1,
        address_postale_code: address.postale_code,
        address_city: address.city,
        address_country: address.country,
        address_company: address.company,
      }),
      updated_at: isoNow(),
    })
    .where('uid', '=', uid)
    .execute();
}
