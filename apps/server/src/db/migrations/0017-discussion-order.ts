/* eslint-disable check-file/filename-naming-convention -- migrations are named NNNN-name so they sort in order. */
import { sql, type Kysely } from 'kysely';

// A member's discussions are listed by the discussion's own last activity (issue 29, cheaper realtime): the copy each
// member row held was rewritten on every post, one index entry per member, and that write was the largest part of a
// post's commit. The member rows keep what is the member's own (state, role, read pointer); the list joins the
// discussion for its order.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('discussion_members_list').execute();
  await db.schema.alterTable('discussion_members').dropColumn('last_activity_at').execute();
  await db.schema
    .createIndex('discussion_members_list')
    .on('discussion_members')
    .columns(['uid', 'state', 'channel', 'discussion_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('discussion_members_list').execute();
  await db.schema.alterTable('discussion_members').addColumn('last_activity_at', 'text').execute();
  await sql`update discussion_members set last_activity_at = (
    select last_activity_at from discussions where discussions.id = discussion_members.discussion_id)`.execute(db);
  await db.schema
    .createIndex('discussion_members_list')
    .on('discussion_members')
    .columns(['uid', 'state', 'channel', 'last_activity_at', 'discussion_id'])
    .execute();
}
