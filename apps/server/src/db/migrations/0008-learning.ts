/* eslint-disable check-file/filename-naming-convention -- migrations are named NNNN-name so they sort in order. */
import type { Kysely } from 'kysely';

// Learning (spec 2.1, 3.10, issue 12): courses per channel with modules and lessons, each member's progress per
// lesson, playback speed, the media access keys of file URLs, replays and their progress, useful resources, nutrition.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('courses')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('channel', 'text', (column) => column.notNull())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('description', 'text')
    .addColumn('skill_level', 'text', (column) => column.notNull())
    .addColumn('classroom_level', 'text', (column) => column.notNull())
    .addColumn('position', 'integer', (column) => column.notNull())
    // Null while the course is a draft: members never see it.
    .addColumn('published_at', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('courses_channel').on('courses').columns(['channel', 'position', 'id']).execute();

  await db.schema
    .createTable('course_modules')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('course_id', 'text', (column) => column.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('position', 'integer', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('course_modules_course')
    .on('course_modules')
    .columns(['course_id', 'position'])
    .execute();

  await db.schema
    .createTable('lessons')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('course_id', 'text', (column) => column.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('module_id', 'text', (column) => column.notNull().references('course_modules.id').onDelete('cascade'))
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('content_type', 'text', (column) => column.notNull())
    .addColumn('body', 'text')
    .addColumn('file_name', 'text')
    .addColumn('url', 'text')
    .addColumn('duration_seconds', 'integer')
    .addColumn('points', 'integer', (column) => column.notNull())
    .addColumn('position', 'integer', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('lessons_course').on('lessons').columns(['course_id', 'position']).execute();
  await db.schema.createIndex('lessons_module').on('lessons').columns(['module_id', 'position']).execute();

  // watched_ranges: the JSON union of [start, end] seconds watched, so a seek never counts as watching.
  await db.schema
    .createTable('lesson_progress')
    .addColumn('uid', 'text', (column) => column.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('lesson_id', 'text', (column) => column.notNull().references('lessons.id').onDelete('cascade'))
    .addColumn('course_id', 'text', (column) => column.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('position_seconds', 'real', (column) => column.notNull().defaultTo(0))
    .addColumn('watched_ranges', 'text', (column) => column.notNull().defaultTo('[]'))
    .addColumn('completed_at', 'text')
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('lesson_progress_pk', ['uid', 'lesson_id'])
    .execute();
  await db.schema
    .createIndex('lesson_progress_member_course')
    .on('lesson_progress')
    .columns(['uid', 'course_id', 'updated_at'])
    .execute();

  await db.schema
    .createTable('learning_preferences')
    .addColumn('uid', 'text', (column) => column.primaryKey().references('users.uid').onDelete('cascade'))
    .addColumn('playback_rate', 'real', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();

  // A media element cannot send the bearer token: its URL carries this key (hashed here), checked on every range.
  await db.schema
    .createTable('media_access_keys')
    .addColumn('key_hash', 'text', (column) => column.primaryKey())
    .addColumn('uid', 'text', (column) => column.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('media_access_keys_member')
    .on('media_access_keys')
    .columns(['uid', 'expires_at'])
    .execute();

  // Replays of past live sessions and masterclasses (media center); chapters: JSON [{ at, title }].
  await db.schema
    .createTable('replays')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('channel', 'text', (column) => column.notNull())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('description', 'text')
    .addColumn('media_type', 'text', (column) => column.notNull())
    .addColumn('file_name', 'text', (column) => column.notNull())
    .addColumn('duration_minutes', 'integer')
    .addColumn('chapters', 'text', (column) => column.notNull().defaultTo('[]'))
    .addColumn('event_id', 'text', (column) => column.references('events.id').onDelete('set null'))
    .addColumn('course_id', 'text', (column) => column.references('courses.id').onDelete('set null'))
    .addColumn('search_text', 'text', (column) => column.notNull())
    .addColumn('published_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('replays_channel').on('replays').columns(['channel', 'published_at', 'id']).execute();
  await db.schema
    .createIndex('replays_channel_type')
    .on('replays')
    .columns(['channel', 'media_type', 'published_at', 'id'])
    .execute();

  // The media a member opened (the media center's unlocked medias, spec 3.1), with where they stopped.
  await db.schema
    .createTable('replay_views')
    .addColumn('uid', 'text', (column) => column.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('replay_id', 'text', (column) => column.notNull().references('replays.id').onDelete('cascade'))
    .addColumn('position_seconds', 'real', (column) => column.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('replay_views_pk', ['uid', 'replay_id'])
    .execute();

  // Useful resources: a document (file) or a link, per channel and category.
  await db.schema
    .createTable('resources')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('channel', 'text', (column) => column.notNull())
    .addColumn('category', 'text', (column) => column.notNull())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('description', 'text')
    .addColumn('file_name', 'text')
    .addColumn('url', 'text')
    .addColumn('position', 'integer', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('resources_channel')
    .on('resources')
    .columns(['channel', 'category', 'position'])
    .execute();

  // Nutrition (sport): programmes, recipes and sport sessions; details: JSON lists (ingredients, steps, days).
  await db.schema
    .createTable('nutrition_items')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('summary', 'text', (column) => column.notNull())
    .addColumn('details', 'text', (column) => column.notNull())
    .addColumn('duration_minutes', 'integer')
    .addColumn('calories', 'integer')
    .addColumn('position', 'integer', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('nutrition_items_kind').on('nutrition_items').columns(['kind', 'position']).execute();

  // Educational contents (spec 7.1): brainstorming workshops members propose (PENDING until an admin validates them)
  // and contents to come that members join and quit.
  await db.schema
    .createTable('educational_contents')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('channel', 'text', (column) => column.notNull())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('description', 'text')
    .addColumn('starts_at', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('author_id', 'text', (column) => column.references('users.uid').onDelete('set null'))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('educational_contents_channel')
    .on('educational_contents')
    .columns(['channel', 'status', 'starts_at'])
    .execute();
  await db.schema
    .createTable('educational_content_members')
    .addColumn('content_id', 'text', (column) =>
      column.notNull().references('educational_contents.id').onDelete('cascade'),
    )
    .addColumn('uid', 'text', (column) => column.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('joined_at', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('educational_content_members_pk', ['content_id', 'uid'])
    .execute();
  await db.schema
    .createIndex('educational_content_members_member')
    .on('educational_content_members')
    .columns(['uid', 'content_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'educational_content_members',
    'educational_contents',
    'nutrition_items',
    'resources',
    'replay_views',
    'replays',
    'media_access_keys',
    'learning_preferences',
    'lesson_progress',
    'lessons',
    'course_modules',
    'courses',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
