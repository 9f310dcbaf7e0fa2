import { sql } from 'kysely';
import type { Queryable } from '../../../db/schema.js';
import { isoNow } from '../../../platform/tokens.js';

// What a change of participation asks of the provider, written in the change's own transaction: the registration
// rows are the work the `webinar-registrations` job then does (requestWebinarSync sends it once that commits).

/** The provider and id a session's seat holders are registered to, when it is an online session that has them. */
async function webinarTarget(db: Queryable, sessionId: string) {
  const target = await db
    .selectFrom('event_sessions')
    .innerJoin('events', 'events.id', 'event_sessions.event_id')
    .select(['event_sessions.webinar_id', 'events.provider', 'events.mode'])
    .where('event_sessions.id', '=', sessionId)
    .executeTakeFirst();
  if (!target?.webinar_id || !target.provider || target.mode !== 'ONLINE') return null;
  return { provider: target.provider, webinarId: target.webinar_id };
}

/** The stored registration was made at another provider or id than the one now asked for. */
const movedAway = sql`webinar_registrations.status = 'REGISTERED' and (webinar_registrations.provider <> excluded.provider or webinar_registrations.webinar_id <> excluded.webinar_id)`;

/** Members who took a seat: to be registered with the session's provider (nothing for a session without one). */
export async function markForRegistration(db: Queryable, sessionId: string, uids: readonly string[]): Promise<void> {
  const target = await webinarTarget(db, sessionId);
  if (!target || uids.length === 0) return;
  const now = isoNow();
  for (const uid of uids) {
    await db
      .insertInto('webinar_registrations')
      .values({
        session_id: sessionId,
        uid,
        provider: target.provider,
        webinar_id: target.webinarId,
        status: 'PENDING',
        registrant_id: null,
        email: null,
        join_url: null,
        failed_job_id: null,
        attended_at: null,
        updated_at: now,
        previous_provider: null,
        previous_webinar_id: null,
        previous_registrant_id: null,
      })
      .onConflict((conflict) =>
        conflict.columns(['session_id', 'uid']).doUpdateSet({
          // Registered at another provider or id (the admin changed the session's): that one is cancelled first.
          previous_provider: sql`case when ${movedAway} then webinar_registrations.provider else webinar_registrations.previous_provider end`,
          previous_webinar_id: sql`case when ${movedAway} then webinar_registrations.webinar_id else webinar_registrations.previous_webinar_id end`,
          previous_registrant_id: sql`case when ${movedAway} then webinar_registrations.registrant_id else webinar_registrations.previous_registrant_id end`,
          provider: target.provider,
          webinar_id: target.webinarId,
          status: 'PENDING',
          failed_job_id: null,
          updated_at: now,
        }),
      )
      .execute();
  }
}

/** Members who left these sessions (all of them unless `uids` says): the provider is to forget them. */
export async function markForCancellation(
  db: Queryable,
  sessionIds: readonly string[],
  uids?: readonly string[],
): Promise<void> {
  if (sessionIds.length === 0 || uids?.length === 0) return;
  let query = db
    .updateTable('webinar_registrations')
    .set({ status: 'CANCELLING', failed_job_id: null, updated_at: isoNow() })
    .where('session_id', 'in', sessionIds);
  if (uids) query = query.where('uid', 'in', uids);
  await query.execute();
}

/** A closing account: every registration of the member is to be cancelled (before their e-mail is anonymised). */
export async function markMemberForCancellation(db: Queryable, uid: string): Promise<void> {
  await db
    .updateTable('webinar_registrations')
    .set({ status: 'CANCELLING', failed_job_id: null, updated_at: isoNow() })
    .where('uid', '=', uid)
    .execute();
}

/** The session's provider or id changed: its seat holders are registered anew (or forgotten when it has none left). */
export async function markSeatHolders(db: Queryable, sessionId: string): Promise<void> {
  const seats = await db
    .selectFrom('event_participants')
    .select('uid')
    .where('session_id', '=', sessionId)
    .where('state', '=', 'SEAT')
    .execute();
  if (await webinarTarget(db, sessionId)) {
    await markForRegistration(
      db,
      sessionId,
      seats.map((seat) => seat.uid),
    );
  } else {
    await markForCancellation(db, [sessionId]);
  }
}
