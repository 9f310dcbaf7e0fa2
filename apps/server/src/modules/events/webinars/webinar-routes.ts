import { EVENT_MESSAGES, type WebinarRegistrationList } from '@campus/domain/events';
import type { FastifyInstance } from 'fastify';
import { access } from '../../../platform/auth.js';
import { HttpError } from '../../../platform/errors.js';
import { routeId, routeParams } from '../../../platform/route-params.js';
import { displayNameOf } from '../../users/display-name.js';
import { findLiveEvent, findLiveSession } from '../event-queries.js';
import { PROVIDER_NAMES } from './webinar-provider.js';
import { enterSandboxRoom } from './webinar-sandbox.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The sandbox's room page: what the provider's own room would be, without the internet. */
function sandboxRoomPage(provider: string, firstname: string): string {
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Salle ${provider} (bac à sable)</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5"><h1>Salle ${provider} (bac à sable)</h1><p>Bienvenue ${escapeHtml(firstname)} : vous êtes dans la salle avec votre lien personnel. Votre présence est comptée.</p><p>Ce bac à sable remplace ${provider} tant que ses clés d’API ne sont pas configurées.</p></body></html>`;
}

/** Who the session's provider knows among its seat holders (admins). */
async function listWebinarRegistrations(app: FastifyInstance, sessionId: string): Promise<WebinarRegistrationList> {
  const session = await findLiveSession(app.db, sessionId);
  const event = await findLiveEvent(app.db, session.event_id);
  const rows = await app.db
    .selectFrom('event_participants')
    .innerJoin('users', 'users.uid', 'event_participants.uid')
    .leftJoin('webinar_registrations', (join) =>
      join
        .onRef('webinar_registrations.session_id', '=', 'event_participants.session_id')
        .onRef('webinar_registrations.uid', '=', 'event_participants.uid'),
    )
    .select([
      'users.uid',
      'users.display_name',
      'users.firstname',
      'users.lastname',
      'users.email',
      'webinar_registrations.status',
      'webinar_registrations.attended_at',
    ])
    .where('event_participants.session_id', '=', sessionId)
    .where('event_participants.state', '=', 'SEAT')
    .orderBy('users.lastname')
    .orderBy('users.uid')
    .execute();
  return {
    provider: event.mode === 'ONLINE' ? event.provider : null,
    webinarId: session.webinar_id,
    items: rows.map((row) => ({
      uid: row.uid,
      name: displayNameOf(row) ?? row.email,
      status:
        row.status === 'REGISTERED' || row.status === 'PENDING' || row.status === 'FAILED'
          ? row.status
          : 'NOT_REGISTERED',
      attended: row.attended_at !== null,
    })),
  };
}

/** The admins' view of a session's registrations, and the sandbox's room (issue 35). */
export function webinarRoutes(app: FastifyInstance): void {
  app.get('/events/sessions/:id/webinar-registrations', access('admin'), (request): Promise<WebinarRegistrationList> =>
    listWebinarRegistrations(app, routeId(request)),
  );

  // Public: the link itself is the key (a secret token), as a provider's personal join link is.
  app.get('/webinar-sandbox/:registrantId', access('public'), async (request, reply) => {
    const { registrantId } = routeParams(request, ['registrantId']);
    const person = await enterSandboxRoom(app.db, registrantId);
    if (!person) throw new HttpError(404, EVENT_MESSAGES.sessionNotFound);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(sandboxRoomPage(PROVIDER_NAMES[person.provider], person.firstname));
  });
}
