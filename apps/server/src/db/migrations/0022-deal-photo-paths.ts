/* eslint-disable check-file/filename-naming-convention -- migrations are named NNNN-name so they sort in order. */
import type { Kysely } from 'kysely';

// Every `/uploads/pictures/{file}` request asks whether the file is a deal's photo (served only with the deal's rights,
// issue 32): an index on the path, or that question reads the whole table on each picture.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('deal_photos_path').on('deal_photos').column('path').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('deal_photos_path').execute();
}
