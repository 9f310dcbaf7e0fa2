import webpush from 'web-push';
import type { Queryable } from '../../db/schema.js';
import type { AppConfig } from '../../platform/config.js';
import { isoNow } from '../../platform/tokens.js';

// The VAPID key pair that signs every push (RFC 8292): the configuration's, or one made on the first start and kept
// in the database, the same for every instance and every restart (a browser's subscription is bound to the public key).

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const KEY_NAME = 'vapid';

export async function loadVapidKeys(db: Queryable, config: Pick<AppConfig, 'vapid'>): Promise<VapidKeys> {
  const { subject } = config.vapid;
  if (config.vapid.publicKey && config.vapid.privateKey) {
    return { publicKey: config.vapid.publicKey, privateKey: config.vapid.privateKey, subject };
  }
  // Two instances starting at once: one insert wins, both read the winner's.
  const made = webpush.generateVAPIDKeys();
  await db
    .insertInto('server_keys')
    .values({ name: KEY_NAME, value: JSON.stringify(made), created_at: isoNow() })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('server_keys').select('value').where('name', '=', KEY_NAME).executeTakeFirstOrThrow();
  const kept = JSON.parse(row.value) as { publicKey: string; privateKey: string };
  return { publicKey: kept.publicKey, privateKey: kept.privateKey, subject };
}
