import { sessionEnd } from '@campus/domain/events';
import type { FastifyInstance } from 'fastify';
import { JobFailure, failureMessage } from '../../../platform/jobs/jobs.js';
import { isoNow } from '../../../platform/tokens.js';
import type { WebinarClients } from './webinar-clients.js';

export const WEBINAR_ATTENDANCE_JOB = 'webinar-attendance';
/** Sessions that ended longer ago than this are not read any more (a provider that stays down loses them). */
const READ_BACK_DAYS = 3;

/**
 * Reads back who attended each online session that ended and was not read yet, from its provider: the registered
 * members whose e-mail the provider lists as attended are marked (their activity shows it). A provider's failure
 * leaves its session for the next run and fails the job once the others are read.
 */
export async function readAttendance(
  app: FastifyInstance,
  clients: WebinarClients,
  now: Date,
  signal: AbortSignal,
): Promise<{ sessions: number; attended: number }> {
  const since = new Date(now.getTime() - READ_BACK_DAYS * 24 * 60 * 60 * 1000).toISOString();
  const sessions = await app.db
    .selectFrom('event_sessions')
    .innerJoin('events', 'events.id', 'event_sessions.event_id')
    .select([
      'event_sessions.id',
      'event_sessions.webinar_id',
      'event_sessions.starts_at',
      'event_sessions.duration_minutes',
      'events.provider',
    ])
    .where('event_sessions.webinar_id', 'is not', null)
    .where('event_sessions.attendance_read_at', 'is', null)
    .where('event_sessions.cancelled_at', 'is', null)
    .where('events.provider', 'is not', null)
    .where('event_sessions.starts_at', '>=', since)
    .where('event_sessions.starts_at', '<=', now.toISOString())
    .execute();
  const errors: unknown[] = [];
  let read = 0;
  let attended = 0;
  for (const session of sessions) {
    const endedAt = sessionEnd(session.starts_at, session.duration_minutes);
    if (!session.webinar_id || !session.provider || endedAt > now) continue;
    signal.throwIfAborted();
    try {
      const emails = await clients[session.provider].attendees(session.webinar_id, signal);
      const registered = await app.db
        .selectFrom('webinar_registrations')
        .innerJoin('users', 'users.uid', 'webinar_registrations.uid')
        .select(['webinar_registrations.uid', 'users.email'])
        .where('webinar_registrations.session_id', '=', session.id)
        .where('webinar_registrations.status', '=', 'REGISTERED')
        .execute();
      const present = registered.filter((row) => emails.has(row.email.toLowerCase())).map((row) => row.uid);
      await app.db.transaction().execute(async (transaction) => {
        if (present.length > 0) {
          await transaction
            .updateTable('webinar_registrations')
            .set({ attended_at: endedAt.toISOString() })
            .where('session_id', '=', session.id)
            .where('uid', 'in', present)
            .execute();
        }
        await transaction
          .updateTable('event_sessions')
          .set({ attendance_read_at: isoNow() })
          .where('id', '=', session.id)
          .execute();
      });
      read += 1;
      attended += present.length;
    } catch (error) {
      errors.push(error);
    }
  }
  if (errors.length > 0) {
    throw new JobFailure(`${errors.length} session(s) non relue(s) : ${failureMessage(errors[0])}`);
  }
  return { sessions: read, attended };
}

export function defineWebinarAttendance(app: FastifyInstance, clients: WebinarClients): void {
  app.jobs.define(WEBINAR_ATTENDANCE_JOB, async (_data, { signal }) =>
    readAttendance(app, clients, new Date(), signal),
  );
  app.jobs.schedule(WEBINAR_ATTENDANCE_JOB, app.config.schedules.webinarAttendance);
}
