import { MDB_ADMIN } from '@campus/domain/rights';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_WEBINARS } from '../../../platform/config.js';
import type { JobContext, JobData, JobReport } from '../../../platform/jobs/jobs.js';
import { JobFailure, failureMessage } from '../../../platform/jobs/jobs.js';
import { isoNow } from '../../../platform/tokens.js';
import type { RealtimeEvent } from '../../../realtime/realtime-events.js';
import { notify } from '../../notifications/notify.js';
import { displayNameOf } from '../../users/display-name.js';
import { eventsChanged } from '../event-changes.js';
import type { WebinarClients } from './webinar-clients.js';

export const WEBINAR_REGISTRATIONS_JOB = 'webinar-registrations';
/** Retries after a failed first attempt: with WEBINAR_RETRY_DELAY_S doubling, 30 s, 1 min and 2 min by default. */
export const WEBINAR_RETRY_LIMIT = 3;

/** Sends the registration job of each of these sessions that has work waiting (once the change committed). */
export async function requestWebinarSync(app: FastifyInstance, sessionIds: readonly string[]): Promise<void> {
  if (sessionIds.length === 0) return;
  const waiting = await app.db
    .selectFrom('webinar_registrations')
    .select('session_id')
    .where('session_id', 'in', sessionIds)
    .where('status', 'in', ['PENDING', 'CANCELLING'])
    .distinct()
    .execute();
  for (const { session_id: sessionId } of waiting) await app.jobs.send(WEBINAR_REGISTRATIONS_JOB, { sessionId });
}

/** A closed account's registrations, marked in its closure: their sessions' jobs cancel them (after the commit). */
export async function requestMemberCancellations(app: FastifyInstance, uid: string): Promise<void> {
  const sessions = await app.db
    .selectFrom('webinar_registrations')
    .select('session_id')
    .where('uid', '=', uid)
    .where('status', '=', 'CANCELLING')
    .execute();
  await requestWebinarSync(
    app,
    sessions.map((session) => session.session_id),
  );
}

/** The registrations of the session the job is to do: waiting ones, and those this very job failed (an admin's retry). */
function findWork(app: FastifyInstance, sessionId: string, jobId: string) {
  return app.db
    .selectFrom('webinar_registrations')
    .innerJoin('users', 'users.uid', 'webinar_registrations.uid')
    .select([
      'webinar_registrations.uid',
      'webinar_registrations.provider',
      'webinar_registrations.webinar_id',
      'webinar_registrations.status',
      'webinar_registrations.registrant_id',
      'webinar_registrations.email as registered_email',
      'webinar_registrations.previous_provider',
      'webinar_registrations.previous_webinar_id',
      'webinar_registrations.previous_registrant_id',
      'users.email',
      'users.firstname',
      'users.lastname',
      'users.display_name',
    ])
    .where('webinar_registrations.session_id', '=', sessionId)
    .where((eb) =>
      eb.or([
        eb('webinar_registrations.status', 'in', ['PENDING', 'CANCELLING']),
        eb('webinar_registrations.failed_job_id', '=', jobId),
      ]),
    )
    .orderBy('webinar_registrations.uid')
    .execute();
}

type Work = Awaited<ReturnType<typeof findWork>>[number];

/** Does one registration or cancellation; a registration made or a cancellation done is written at once. */
async function carryOut(
  app: FastifyInstance,
  clients: WebinarClients,
  sessionId: string,
  work: Work,
  signal: AbortSignal,
) {
  const client = clients[work.provider];
  if (work.previous_provider && work.previous_webinar_id) {
    // The session moved to another provider or id since the member was registered: that registration goes first.
    await clients[work.previous_provider].unregister(
      work.previous_webinar_id,
      { registrantId: work.previous_registrant_id, email: work.registered_email ?? work.email },
      signal,
    );
    await app.db
      .updateTable('webinar_registrations')
      .set({ previous_provider: null, previous_webinar_id: null, previous_registrant_id: null })
      .where('session_id', '=', sessionId)
      .where('uid', '=', work.uid)
      .where('previous_webinar_id', '=', work.previous_webinar_id)
      .execute();
  }
  if (work.status === 'CANCELLING') {
    const email = work.registered_email ?? work.email;
    await client.unregister(work.webinar_id, { registrantId: work.registrant_id, email }, signal);
    await app.db
      .deleteFrom('webinar_registrations')
      .where('session_id', '=', sessionId)
      .where('uid', '=', work.uid)
      .where('status', '=', 'CANCELLING')
      .execute();
    return;
  }
  const seat = await client.register(
    work.webinar_id,
    {
      email: work.email,
      firstname: work.firstname ?? displayNameOf(work) ?? work.email,
      lastname: work.lastname ?? '',
    },
    signal,
  );
  // Written only if the member did not leave meanwhile, and for the id registered to.
  await app.db
    .updateTable('webinar_registrations')
    .set({
      status: 'REGISTERED',
      registrant_id: seat.registrantId,
      email: work.email,
      join_url: seat.joinUrl,
      failed_job_id: null,
      updated_at: isoNow(),
    })
    .where('session_id', '=', sessionId)
    .where('uid', '=', work.uid)
    .where('status', 'in', ['PENDING', 'FAILED'])
    .where('provider', '=', work.provider)
    .where('webinar_id', '=', work.webinar_id)
    .execute();
}

/**
 * Every attempt failed: the members' places stay reserved, their registration is FAILED (they see the spec's message)
 * and the admins are told, once per member. Answers the events to publish.
 */
async function recordFinalFailure(
  app: FastifyInstance,
  sessionId: string,
  failed: Work[],
  jobId: string,
): Promise<RealtimeEvent[]> {
  return app.db.transaction().execute(async (transaction) => {
    const event = await transaction
      .selectFrom('event_sessions')
      .innerJoin('events', 'events.id', 'event_sessions.event_id')
      .select(['events.id', 'events.title', 'events.channel'])
      .where('event_sessions.id', '=', sessionId)
      .executeTakeFirstOrThrow();
    const admins = await transaction
      .selectFrom('user_permissions')
      .select('uid')
      .where('permission', '=', MDB_ADMIN)
      .execute();
    const events: RealtimeEvent[] = [];
    for (const work of failed) {
      const result = await transaction
        .updateTable('webinar_registrations')
        .set({ status: 'FAILED', failed_job_id: jobId, updated_at: isoNow() })
        .where('session_id', '=', sessionId)
        .where('uid', '=', work.uid)
        .where('status', 'in', ['PENDING', 'FAILED'])
        .executeTakeFirst();
      if (result.numUpdatedRows === 0n) continue;
      events.push(
        ...(await notify(transaction, {
          uids: admins.map((admin) => admin.uid),
          channel: event.channel,
          kind: 'webinar-registration-failed',
          data: {
            title: event.title,
            id: event.id,
            provider: work.provider,
            name: displayNameOf(work) ?? work.email,
          },
        })),
      );
    }
    return [...events, ...(await eventsChanged(transaction, event.id))];
  });
}

/**
 * The job: registers the session's new seat holders with its provider and cancels those who left. A failure is
 * retried (WEBINAR_RETRY_LIMIT times); after the last, recordFinalFailure, and the job stays listed as failed.
 */
async function syncSession(
  app: FastifyInstance,
  clients: WebinarClients,
  data: JobData,
  context: JobContext,
): Promise<JobReport> {
  const sessionId = typeof data.sessionId === 'string' ? data.sessionId : '';
  const work = await findWork(app, sessionId, context.id);
  const failures: { work: Work; error: unknown }[] = [];
  let done = 0;
  for (const item of work) {
    context.signal.throwIfAborted();
    try {
      await carryOut(app, clients, sessionId, item, context.signal);
      done += 1;
    } catch (error) {
      failures.push({ work: item, error });
    }
  }
  const eventId = await app.db
    .selectFrom('event_sessions')
    .select('event_id')
    .where('id', '=', sessionId)
    .executeTakeFirst();
  if (done > 0 && eventId) await app.realtime.publish(await eventsChanged(app.db, eventId.event_id));
  const [first] = failures;
  if (!first) return { done };
  if (context.attempt > WEBINAR_RETRY_LIMIT) {
    const registrations = failures.map((failure) => failure.work).filter((item) => item.status !== 'CANCELLING');
    await app.realtime.publish(await recordFinalFailure(app, sessionId, registrations, context.id));
  }
  throw new JobFailure(`${failures.length} inscription(s) en échec : ${failureMessage(first.error)}`);
}

export function defineWebinarRegistrations(app: FastifyInstance, clients: WebinarClients): void {
  app.jobs.define(WEBINAR_REGISTRATIONS_JOB, (data, context) => syncSession(app, clients, data, context), {
    retryLimit: WEBINAR_RETRY_LIMIT,
    retryDelaySeconds: (app.config.webinars ?? DEFAULT_WEBINARS).retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: 10 * 60,
  });
}
