import { AUTH_MESSAGES, type UpdateLevelsRequest } from '@campus/domain/account';
import type { Queryable } from '../../db/schema.js';
import { HttpError, forbidden } from '../../platform/errors.js';
import { ownsChannel } from '../users/user-queries.js';

export const DUPLICATE_LEVEL_MESSAGE = 'Chaque niveau ne peut apparaître qu’une fois';

/** Replaces the member's levels in one of their own channels. */
export async function replaceLevels(
  db: Queryable,
  uid: string,
  { channel, levels }: UpdateLevelsRequest,
): Promise<void> {
  if (new Set(levels.map((item) => item.level)).size !== levels.length) {
    throw new HttpError(400, AUTH_MESSAGES.invalidBody, { levels: [DUPLICATE_LEVEL_MESSAGE] });
  }
  if (!(await ownsChannel(db, uid, channel))) throw forbidden();
  await db.transaction().execute(async (transaction) => {
    await transaction.deleteFrom('user_levels').where('uid', '=', uid).where('channel', '=', channel).execute();
    if (levels.length === 0) return;
    await transaction
      .insertInto('user_levels')
      .values(levels.map((item) => ({ uid, channel, level: item.level, completed: item.completed ? 1 : 0 })))
      .execute();
  });
}
