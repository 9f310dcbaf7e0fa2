import {
  MAIL_KIND_LABELS,
  NOTIFICATION_PREFERENCES_MESSAGES,
  notificationPreferencesRequestSchema,
  type NotificationPreferences,
} from '@campus/domain/notifications';
import type { FastifyInstance } from 'fastify';
import { access, currentMember } from '../../platform/auth.js';
import { parseInput } from '../../platform/errors.js';
import { escapeHtml } from '../../platform/mail.js';
import {
  checkUnsubscribeToken,
  loadPreferences,
  lowerDigest,
  savePreferences,
  turnMailOff,
} from './notification-preferences.js';

const page = (title: string, body: string) =>
  `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} – Campus</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5"><h1 style="font-size:1.4rem">${escapeHtml(title)}</h1>${body}</body></html>`;

/** Mon compte > Notifications, and the one-click unsubscribe of the mails (architecture 4.14, RFC 8058). */
export function notificationPreferencesRoutes(app: FastifyInstance): void {
  app.get('/me/notification-preferences', access('member'), async (request): Promise<NotificationPreferences> => {
    return loadPreferences(app.db, currentMember(request).uid);
  });

  app.put('/me/notification-preferences', access('member'), async (request): Promise<NotificationPreferences> => {
    const body = parseInput(notificationPreferencesRequestSchema, request.body);
    return savePreferences(app.db, currentMember(request).uid, body);
  });

  // Public: the link of a mail, its token naming member and kind. A GET changes nothing (link scanners follow GETs):
  // it shows a page whose button makes the POST; the POST (the mail client's one click, no cookie) turns the kind off.
  app.get('/notifications/unsubscribe', access('public'), async (request, reply) => {
    const token = (request.query as Record<string, unknown>).token;
    const found = await checkUnsubscribeToken(app.db, token);
    if (!found) {
      return reply
        .code(404)
        .type('text/html; charset=utf-8')
        .send(page('Lien non valide', `<p>${escapeHtml(NOTIFICATION_PREFERENCES_MESSAGES.unsubscribeInvalid)}</p>`));
    }
    const action = `?token=${encodeURIComponent(String(token))}`;
    return reply
      .type('text/html; charset=utf-8')
      .send(
        page(
          'Se désinscrire',
          `<p>Voulez-vous ne plus recevoir ${escapeHtml(MAIL_KIND_LABELS[found.kind])} ?</p>` +
            `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Me désinscrire</button></form>` +
            (found.kind === 'digest' && found.row.digest === 'daily'
              ? `<p>Ou, plutôt que chaque jour :</p><form method="post" action="${escapeHtml(`${action}&rythme=weekly`)}"><button type="submit">Recevoir le récapitulatif chaque semaine</button></form>`
              : '') +
            `<p>Vous pouvez aussi choisir chaque notification dans Mon compte &gt; Notifications.</p>`,
        ),
      );
  });

  void app.register((scope, _options, done) => {
    // The one-click POST is a form (`List-Unsubscribe=One-Click`): its body says nothing the token does not.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, parsed) => {
      parsed(null, body);
    });
    scope.post('/notifications/unsubscribe', access('public'), async (request, reply) => {
      const found = await checkUnsubscribeToken(app.db, (request.query as Record<string, unknown>).token);
      if (!found) {
        return reply
          .code(404)
          .type('text/plain; charset=utf-8')
          .send(NOTIFICATION_PREFERENCES_MESSAGES.unsubscribeInvalid);
      }
      // The digest's page may lower its rhythm instead of turning it off.
      if (found.kind === 'digest' && (request.query as Record<string, unknown>).rythme === 'weekly') {
        await lowerDigest(app.db, found.row.uid);
        return reply
          .type('text/plain; charset=utf-8')
          .send('C’est fait : vous recevrez le récapitulatif chaque semaine.');
      }
      await turnMailOff(app.db, found.row.uid, found.kind);
      return reply
        .type('text/plain; charset=utf-8')
        .send(`C’est fait : vous ne recevrez plus ${MAIL_KIND_LABELS[found.kind]}.`);
    });
    done();
  });
}
