import { LEARNING_MESSAGES, type Resource } from '@campus/domain/learning';
import type { ChannelSlug } from '@campus/domain/shared';
import type { Queryable, ResourcesTable } from '../../db/schema.js';
import { HttpError } from '../../platform/errors.js';
import { ownsChannel, requireOwnedChannel } from '../users/user-queries.js';

export const resourceFileUrl = (id: string) => `/api/resources/${encodeURIComponent(id)}/file`;

/** GET /api/resources?channel=: the channel's documents and links, by category then position. */
export async function listResources(db: Queryable, uid: string, channel: ChannelSlug): Promise<Resource[]> {
  await requireOwnedChannel(db, uid, channel);
  const rows = await db
    .selectFrom('resources')
    .selectAll()
    .where('channel', '=', channel)
    // A document whose file the admin has not sent yet is not offered.
    .where((eb) => eb.or([eb('file_name', 'is not', null), eb('url', 'is not', null)]))
    .orderBy('category')
    .orderBy('position')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    category: row.category,
    title: row.title,
    description: row.description,
    kind: row.file_name ? 'document' : 'link',
    url: row.file_name ? resourceFileUrl(row.id) : (row.url ?? ''),
  }));
}

/** A document of one of the member's channels (404 for any other). */
export async function findVisibleResource(db: Queryable, uid: string, id: string): Promise<ResourcesTable> {
  const row = await db.selectFrom('resources').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row?.file_name || !(await ownsChannel(db, uid, row.channel))) {
    throw new HttpError(404, LEARNING_MESSAGES.fileNotFound);
  }
  return row;
}
