import { AUTH_MESSAGES } from '@campus/domain/account';
import {
  EVENT_MESSAGES,
  eventModeViolations,
  createEventRequestSchema,
  listEventsQuerySchema,
  mySessionsQuerySchema,
  sessionInputSchema,
  updateEventRequestSchema,
  type CalendarFeedResponse,
  type EventList,
  type EventResponse,
  type MemberSessionList,
  type ParticipationResponse,
} from '@campus/domain/events';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/schema.js';
import { auditedWrite } from '../../platform/audit.js';
import { access, currentMember } from '../../platform/auth.js';
import { contentDisposition } from '../../platform/content-disposition.js';
import { HttpError, parseInput } from '../../platform/errors.js';
import { routeId, routeParams } from '../../platform/route-params.js';
import { memberFeed, renewCalendarFeed, revokeCalendarFeed, sessionCalendar } from './calendar-export.js';
import { eventsLiveQuery } from './events-live-query.js';
import type { Committed } from '../../realtime/realtime-events.js';
import { eventState, sessionState } from './event-audit.js';
import { addSession, createEvent, deleteEvent, deleteSession, updateEvent, updateSession } from './event-admin.js';
import { findVisibleSession, getEvent, listEvents, listMemberSessions, presentSession } from './event-queries.js';
import { joinSession, quitSession, waitForSession, type ParticipationOutcome } from './participation.js';
import { requestWebinarSync } from './webinars/webinar-registrations.js';
import { webinarRoutes } from './webinars/webinar-routes.js';

/** What the event's mode requires: a link and a provider online, an address in person (400 otherwise). */
function requireModeFields<Input extends Parameters<typeof eventModeViolations>[0]>(input: Input): Input {
  const violations = eventModeViolations(input);
  if (Object.keys(violations).length > 0) throw new HttpError(400, AUTH_MESSAGES.invalidBody, violations);
  return input;
}

/** Events and live sessions (spec 3.7, issue 4): lists, join/wait/quit, calendar export, admin edits. */
export function eventsRoutes(app: FastifyInstance): void {
  app.liveQueries.register(eventsLiveQuery);
  webinarRoutes(app);
  // After a committed change: the provider registers the new seat holders and forgets those who left (a job).
  const syncEventWebinars = async (eventId: string) => {
    const sessions = await app.db.selectFrom('event_sessions').select('id').where('event_id', '=', eventId).execute();
    await requestWebinarSync(
      app,
      sessions.map((session) => session.id),
    );
  };

  app.get('/events', access('events'), (request): Promise<EventList> => {
    const query = parseInput(listEventsQuerySchema, request.query);
    return listEvents(app.db, currentMember(request).uid, query);
  });

  app.get('/events/my-sessions', access('events'), (request): Promise<MemberSessionList> => {
    const query = parseInput(mySessionsQuerySchema, request.query);
    return listMemberSessions(app.db, currentMember(request).uid, query);
  });

  app.get('/events/:id', access('events'), async (request): Promise<EventResponse> => {
    const id = routeId(request);
    return { event: await getEvent(app.db, currentMember(request).uid, id) };
  });

  // Join, wait and quit answer the session as it is once committed, with the message to show.
  const participate = (path: string, act: (uid: string, sessionId: string) => Promise<ParticipationOutcome>) =>
    app.post(
      path,
      access('events', { forbiddenMessage: EVENT_MESSAGES.cannotJoin }),
      async (request): Promise<ParticipationResponse> => {
        const { uid } = currentMember(request);
        const id = routeId(request);
        const { message, events } = await act(uid, id);
        await app.realtime.publish(events);
        await requestWebinarSync(app, [id]);
        return { session: await presentSession(app.db, uid, id), message };
      },
    );
  participate('/events/sessions/:id/join', (uid, id) => joinSession(app.db, uid, id));
  participate('/events/sessions/:id/wait', (uid, id) => waitForSession(app.db, uid, id));
  participate('/events/sessions/:id/quit', (uid, id) => quitSession(app.db, uid, id));

  app.get('/events/sessions/:id/ics', access('events'), async (request, reply) => {
    const { uid } = currentMember(request);
    const id = routeId(request);
    const { session, event } = await findVisibleSession(app.db, uid, id);
    const { participation } = await presentSession(app.db, uid, id);
    const body = sessionCalendar(session, event, {
      holdsSeat: participation === 'SEAT',
      publicUrl: app.config.publicUrl,
    });
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', contentDisposition(`session-${session.id}.ics`))
      .send(body);
  });

  // The private feed: a new URL replaces the previous one; DELETE revokes it.
  app.post('/events/calendar-feed', access('events'), async (request): Promise<CalendarFeedResponse> => ({
    url: await renewCalendarFeed(app.db, currentMember(request).uid, app.config.publicUrl),
  }));
  app.delete('/events/calendar-feed', access('events'), async (request, reply) => {
    await revokeCalendarFeed(app.db, currentMember(request).uid);
    return reply.code(204).send();
  });
  // Public: calendar apps subscribe without a token, the secret in the URL is the key.
  app.get('/events/feed/:token', access('public'), async (request, reply) => {
    const { token } = routeParams(request, ['token']);
    const body = await memberFeed(app.db, token, app.config.publicUrl);
    return reply.type('text/calendar; charset=utf-8').send(body);
  });

  // Admin (MDB_ADMIN): create, edit and delete events and sessions, each change journaled with its state.
  const changeEvent = <Result>(
    request: FastifyRequest,
    eventId: string | null,
    write: (transaction: Queryable) => Promise<Committed<Result>>,
  ) =>
    auditedWrite(
      app.db,
      {
        actorUid: currentMember(request).uid,
        action: 'event.changed',
        subject: ({ result }) => `event:${eventId ?? String(result)}`,
        before: (transaction) => (eventId ? eventState(transaction, eventId) : Promise.resolve(null)),
        after: ({ result }, transaction) => eventState(transaction, eventId ?? String(result)),
      },
      write,
    );
  const changeSession = (
    request: FastifyRequest,
    sessionId: string | null,
    write: (transaction: Queryable) => Promise<Committed<string>>,
  ) => {
    let createdId: string | null = null;
    return auditedWrite(
      app.db,
      {
        actorUid: currentMember(request).uid,
        action: 'event.changed',
        subject: () => `event-session:${sessionId ?? createdId ?? ''}`,
        before: (transaction) => (sessionId ? sessionState(transaction, sessionId) : Promise.resolve(null)),
        after: (_, transaction) => sessionState(transaction, sessionId ?? createdId ?? ''),
      },
      async (transaction: Queryable) => {
        const committed = await write(transaction);
        if (sessionId === null) createdId = committed.result;
        return committed;
      },
    );
  };

  app.post('/events', access('admin'), async (request, reply): Promise<EventResponse> => {
    const { uid } = currentMember(request);
    const input = requireModeFields(parseInput(createEventRequestSchema, request.body));
    const { result: id, events } = await changeEvent(request, null, (trx) => createEvent(trx, uid, input));
    await app.realtime.publish(events);
    reply.code(201);
    return { event: await getEvent(app.db, uid, id) };
  });

  app.put('/events/:id', access('admin'), async (request): Promise<EventResponse> => {
    const { uid } = currentMember(request);
    const id = routeId(request);
    const input = requireModeFields(parseInput(updateEventRequestSchema, request.body));
    const { events } = await changeEvent(request, id, (trx) => updateEvent(trx, id, input));
    await app.realtime.publish(events);
    await syncEventWebinars(id);
    return { event: await getEvent(app.db, uid, id) };
  });

  app.delete('/events/:id', access('admin'), async (request) => {
    const id = routeId(request);
    const { events } = await changeEvent(request, id, (trx) => deleteEvent(trx, id));
    await app.realtime.publish(events);
    await syncEventWebinars(id);
    return { message: EVENT_MESSAGES.deleted };
  });

  app.post('/events/:id/sessions', access('admin'), async (request, reply): Promise<EventResponse> => {
    const { uid } = currentMember(request);
    const id = routeId(request);
    const input = parseInput(sessionInputSchema, request.body);
    const { events } = await changeSession(request, null, (trx) => addSession(trx, id, input));
    await app.realtime.publish(events);
    reply.code(201);
    return { event: await getEvent(app.db, uid, id) };
  });

  app.put('/events/sessions/:id', access('admin'), async (request): Promise<EventResponse> => {
    const { uid } = currentMember(request);
    const id = routeId(request);
    const input = parseInput(sessionInputSchema, request.body);
    const { result: eventId, events } = await changeSession(request, id, (trx) => updateSession(trx, id, input));
    await app.realtime.publish(events);
    await requestWebinarSync(app, [id]);
    return { event: await getEvent(app.db, uid, eventId) };
  });

  app.delete('/events/sessions/:id', access('admin'), async (request) => {
    const id = routeId(request);
    const { events } = await changeSession(request, id, (trx) => deleteSession(trx, id));
    await app.realtime.publish(events);
    await requestWebinarSync(app, [id]);
    return { message: EVENT_MESSAGES.sessionDeleted };
  });
}
