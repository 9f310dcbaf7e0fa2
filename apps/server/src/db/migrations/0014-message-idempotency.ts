/* eslint-disable check-file/filename-naming-convention -- migrations are named NNNN-name so they sort in order. */
import type { Kysely } from 'kysely';

// A message sent again with the same Idempotency-Key (a client's retry, or a load balancer's after an instance died)
// answers the message the first attempt stored (issue 29). The key is the client's, unique per author; messages
// posted without one (older clients, the seed) leave it null and stay out of the index (partial: one page less to write
// per post).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('messages').addColumn('client_key', 'text').execute();
  await db.schema
    .createIndex('messages_author_client_key')
    .unique()
    .on('messages')
    .columns(['author_id', 'client_key'])
    .where('client_key', 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('messages_author_client_key').execute();
  await db.schema.alterTable('messages').dropColumn('client_key').execute();
}
