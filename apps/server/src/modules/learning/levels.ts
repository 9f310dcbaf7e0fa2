import { computeChannelLevels } from '@campus/domain/learning';
import type { LevelItem } from '@campus/domain/account';
import type { ChannelSlug } from '@campus/domain/shared';
import type { Queryable } from '../../db/schema.js';
import { forbidden } from '../../platform/errors.js';
import { ownsChannel } from '../users/user-queries.js';

/**
 * A member's levels of one channel from the courses they completed (spec 3.2, levels are earned): a classroom level
 * is completed when every published course of that level is.
 */
export async function computeLevels(db: Queryable, uid: string, channel: ChannelSlug): Promise<LevelItem[]> {
  const [lessonCounts, completedCounts] = await Promise.all([
    db
      .selectFrom('courses')
      .innerJoin('lessons', 'lessons.course_id', 'courses.id')
      .select(['courses.id', 'courses.classroom_level', (eb) => eb.fn.countAll<string | number>().as('total')])
      .where('courses.channel', '=', channel)
      .where('courses.published_at', 'is not', null)
      .groupBy(['courses.id', 'courses.classroom_level'])
      .execute(),
    db
      .selectFrom('lesson_progress')
      .innerJoin('courses', 'courses.id', 'lesson_progress.course_id')
      .select(['courses.id', (eb) => eb.fn.countAll<string | number>().as('completed')])
      .where('lesson_progress.uid', '=', uid)
      .where('courses.channel', '=', channel)
      .where('lesson_progress.completed_at', 'is not', null)
      .groupBy('courses.id')
      .execute(),
  ]);
  const completedOf = new Map(completedCounts.map((row) => [row.id, Number(row.completed)]));
  return computeChannelLevels(
    lessonCounts.map((row) => ({
      classroomLevel: row.classroom_level,
      totalLessons: Number(row.total),
      completedLessons: completedOf.get(row.id) ?? 0,
    })),
  );
}

/** Recomputes and stores a member's levels of one of their channels. */
export async function recomputeLevels(db: Queryable, uid: string, channel: ChannelSlug): Promise<void> {
  if (!(await ownsChannel(db, uid, channel))) throw forbidden();
  const levels = await computeLevels(db, uid, channel);
  const replace = async (transaction: Queryable) => {
    await transaction.deleteFrom('user_levels').where('uid', '=', uid).where('channel', '=', channel).execute();
    await transaction
      .insertInto('user_levels')
      .values(levels.map((item) => ({ uid, channel, level: item.level, completed: item.completed ? 1 : 0 })))
      .execute();
  };
  await (db.isTransaction ? replace(db) : db.transaction().execute(replace));
}
