import { ADMINISTRATION_MESSAGES } from '@campus/domain/administration';
import { MDB_ADMIN, NO_FORMATIONS } from '@campus/domain/rights';
import { CHANNEL_SLUGS } from '@campus/domain/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { recordAudit } from '../../platform/audit.js';
import { createId } from '../../platform/tokens.js';
import { createPasswordResetLink } from '../auth/password-reset.js';
import { NO_ROLES, insertMember, isEmailTaken } from './member-rows.js';

/** The first admin's link stays valid a day: time to open it, never a password on a command line. */
export const FIRST_ADMIN_LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;

export class EmailTakenError extends Error {
  override name = 'EmailTakenError';
  constructor() {
    super(ADMINISTRATION_MESSAGES.emailTaken);
  }
}

/**
 * `npm run create-admin` (architecture 4.12): a customer with MDB_ADMIN on all five channels, and the single-use
 * link to choose their password.
 */
export async function createFirstAdmin(
  db: Kysely<DB>,
  publicUrl: string,
  person: { email: string; firstname: string; lastname: string },
): Promise<{ uid: string; link: string }> {
  return db.transaction().execute(async (transaction) => {
    if (await isEmailTaken(transaction, person.email)) throw new EmailTakenError();
    const uid = createId();
    const grant = {
      ...person,
      formations: NO_FORMATIONS,
      channels: CHANNEL_SLUGS,
      isCustomer: true,
      roles: NO_ROLES,
      permissions: [MDB_ADMIN],
    };
    await insertMember(transaction, uid, grant, 'active');
    await recordAudit(transaction, {
      actorUid: null,
      action: 'member.created',
      targetUid: uid,
      after: { email: person.email, isCustomer: true, channels: [...CHANNEL_SLUGS], permissions: [MDB_ADMIN] },
    });
    const link = await createPasswordResetLink(transaction, publicUrl, uid, FIRST_ADMIN_LINK_LIFETIME_MS);
    return { uid, link };
  });
}
