import { CONTENT_AUTHORING_MESSAGES, type AdminResource, type resourceInputSchema } from '@campus/domain/learning';
import type { ChannelSlug } from '@campus/domain/shared';
import type * as z from 'zod/mini';
import type { Queryable, ResourcesTable } from '../../db/schema.js';
import { HttpError, fieldViolation, foundOr } from '../../platform/errors.js';
import { createId } from '../../platform/tokens.js';
import type { LearningFiles } from './learning-files.js';

type ResourceInput = z.output<typeof resourceInputSchema>;

const resourceNotFound = () => new HttpError(404, CONTENT_AUTHORING_MESSAGES.resourceNotFound);

/** A resource is a link when it has an outside address, else a document (its file sent after its creation). */
const kindOf = (row: Pick<ResourcesTable, 'url'>) => (row.url ? 'link' : 'document');

/** A resource with its rank within its category (1, 2, 3…, whatever positions are stored). */
function present(row: ResourcesTable, rank: number): AdminResource {
  return {
    id: row.id,
    channel: row.channel,
    category: row.category,
    title: row.title,
    description: row.description,
    kind: kindOf(row),
    url: row.url,
    fileName: row.file_name,
    position: rank,
  };
}

const findResource = (db: Queryable, id: string): Promise<ResourcesTable> =>
  foundOr(db.selectFrom('resources').selectAll().where('id', '=', id).executeTakeFirst(), resourceNotFound);

/** GET /api/admin/resources?channel=: every resource of a channel, by category then rank (documents awaiting a file too). */
export async function listAdminResources(db: Queryable, channel: ChannelSlug): Promise<AdminResource[]> {
  const rows = await db
    .selectFrom('resources')
    .selectAll()
    .where('channel', '=', channel)
    .orderBy('category')
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row, index) => {
    const first = rows.findIndex((other) => other.category === row.category);
    return present(row, index - first + 1);
  });
}

/** One resource as the admin list shows it (its rank in its category). */
export async function findAdminResource(db: Queryable, id: string): Promise<AdminResource> {
  const { channel } = await findResource(db, id);
  return (await listAdminResources(db, channel)).find((resource) => resource.id === id)!;
}

/**
 * Ranks a category 1, 2, 3…, the resources keeping their order but `placed`, put at its rank (the end when absent or
 * past it): the one rule for creating, editing, moving and deleting a resource.
 */
async function rankCategory(
  db: Queryable,
  channel: ChannelSlug,
  category: string,
  placed?: { id: string; position: number | null },
): Promise<void> {
  const rows = await db
    .selectFrom('resources')
    .select('id')
    .where('channel', '=', channel)
    .where('category', '=', category)
    .orderBy('position')
    .orderBy('id')
    .execute();
  const order = rows.map((row) => row.id).filter((id) => id !== placed?.id);
  if (placed) order.splice(Math.min(placed.position ?? order.length + 1, order.length + 1) - 1, 0, placed.id);
  for (const [index, resourceId] of order.entries()) {
    await db
      .updateTable('resources')
      .set({ position: index + 1 })
      .where('id', '=', resourceId)
      .execute();
  }
}

function fieldsOf(input: ResourceInput) {
  if (input.kind === 'link' && !input.url) throw fieldViolation('url', CONTENT_AUTHORING_MESSAGES.linkUrl);
  return {
    channel: input.channel,
    category: input.category,
    title: input.title,
    description: input.description,
    url: input.kind === 'link' ? input.url : null,
  };
}

/** POST /api/admin/resources: a link, or a document whose file is sent next (members see it once it has one). */
export async function createResource(db: Queryable, input: ResourceInput): Promise<AdminResource> {
  const id = createId();
  await db
    .insertInto('resources')
    .values({ id, file_name: null, position: 0, ...fieldsOf(input) })
    .execute();
  await rankCategory(db, input.channel, input.category, { id, position: input.position ?? null });
  return findAdminResource(db, id);
}

/** PUT /api/admin/resources/{id}: its fields, category and rank; a document turned link loses its file. */
export async function editResource(db: Queryable, id: string, input: ResourceInput): Promise<AdminResource> {
  const before = await findResource(db, id);
  const fields = fieldsOf(input);
  await db
    .updateTable('resources')
    .set({ ...fields, ...(input.kind === 'link' ? { file_name: null } : {}) })
    .where('id', '=', id)
    .execute();
  const isMoved = before.category !== input.category || before.channel !== input.channel;
  if (isMoved) await rankCategory(db, before.channel, before.category);
  // Without a rank, a resource staying in its category keeps its place; one moved to another goes to its end.
  const keepsPlace = !isMoved && input.position == null;
  await rankCategory(
    db,
    input.channel,
    input.category,
    keepsPlace ? undefined : { id, position: input.position ?? null },
  );
  return findAdminResource(db, id);
}

/** DELETE /api/admin/resources/{id}; the rest of its category closes the gap. */
export async function deleteResource(db: Queryable, id: string): Promise<void> {
  const resource = await findResource(db, id);
  await db.deleteFrom('resources').where('id', '=', id).execute();
  await rankCategory(db, resource.channel, resource.category);
}

/** PUT /api/admin/resources/{id}/file: a document's file (10 MB at most: 413 past it). */
export async function setResourceFile(
  db: Queryable,
  files: LearningFiles,
  id: string,
  upload: { content: Buffer; extension: string },
): Promise<AdminResource> {
  const resource = await findResource(db, id);
  if (kindOf(resource) !== 'document') throw fieldViolation('file', CONTENT_AUTHORING_MESSAGES.documentFile);
  const fileName = await files.save(upload.content, upload.extension);
  await db.updateTable('resources').set({ file_name: fileName }).where('id', '=', id).execute();
  return findAdminResource(db, id);
}
