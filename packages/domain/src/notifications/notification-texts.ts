import type { NotificationData, NotificationKind } from '../messaging/messaging-contracts.js';
import { appPaths } from '../navigation/paths.js';

export interface NotificationSentence {
  text: string;
  /** Where clicking the notification leads (an app path or an https URL), or null. */
  link: string | null;
}

/** Words joined by spaces, leaving out the missing ones. */
const words = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ');
const quoted = (value: string | undefined) => (value ? `« ${value} »` : undefined);

/**
 * The French sentence and link of each notification kind of spec 3.6. `data` names what it is about:
 * `title` (workshop, event, contact, project, training, association), `name` (a member), `id` (what the
 * link opens); a global one carries its own `text` and optional `link`.
 */
export function notificationSentence(kind: NotificationKind, data: NotificationData): NotificationSentence {
  const title = quoted(data.title);
  const someone = data.name ?? 'Un membre';
  switch (kind) {
    case 'educational-content-validation':
      return { text: words('Votre atelier', title, 'a été validé'), link: appPaths.events };
    case 'educational-content-join':
      return { text: words(someone, 'participe à votre atelier', title), link: appPaths.events };
    case 'educational-content-quit':
      return { text: words(someone, 'ne participe plus à votre atelier', title), link: appPaths.events };
    case 'educational-content-coming-soon':
      return { text: words("L'atelier", title, 'commence bientôt'), link: appPaths.events };
    case 'event-validation':
      return { text: words("Votre inscription à l'évènement", title, 'est confirmée'), link: appPaths.events };
    case 'event-join':
      return { text: words(someone, "participe à l'évènement", title), link: appPaths.events };
    case 'event-quit':
      return { text: words(someone, "ne participe plus à l'évènement", title), link: appPaths.events };
    case 'event-deleted':
      return { text: words("L'évènement", title, 'a été annulé'), link: appPaths.events };
    case 'contact-validation':
      return { text: words('Votre contact', title, 'a été validé'), link: appPaths.network.goodContacts };
    case 'project-validation':
      return {
        text: words('Votre projet', title, 'a été validé par le comité'),
        link: appPaths.mdb.committeeProject(data.id),
      };
    case 'new-training':
      return { text: words('Nouvelle formation disponible :', data.title ?? 'découvrez-la'), link: appPaths.trainings };
    case 'global':
      return { text: data.text ?? 'Nouvelle annonce de Campus', link: data.link ?? null };
    case 'mdb-association-join':
      return { text: words(someone, 'a rejoint votre association', title), link: appPaths.mdb.association(data.id) };
    case 'mdb-association-quit':
      return { text: words(someone, 'a quitté votre association', title), link: appPaths.mdb.association(data.id) };
    case 'mdb-project-update':
      return {
        text: words('Votre projet', title, 'a été mis à jour'),
        link: data.id ? appPaths.mdb.project(data.id) : appPaths.mdb.root,
      };
    case 'deal-hidden':
      return { text: words('Votre deal', title, 'a été masqué par la modération'), link: appPaths.market };
    case 'deal-expiring':
      return { text: words('Votre deal', title, 'expire bientôt : renouvelez-le'), link: appPaths.market };
    case 'data-export-ready':
      return { text: 'Votre export de données est prêt au téléchargement', link: appPaths.account.data };
    case 'report-resolved':
      // The reporter learns the outcome in a word, never the sanction: `outcome` is `traité` or `classé sans suite`.
      return {
        text: words(
          'Votre signalement a été',
          data.outcome === 'dismissed' ? 'classé sans suite' : 'traité',
          'par la modération',
        ),
        link: null,
      };
    case 'webinar-registration-failed':
      return {
        text: words(
          "L'inscription de",
          someone,
          'dans',
          data.provider === 'ZOOM' ? 'Zoom' : 'Livestorm',
          'a échoué pour',
          title,
          ': sa place reste réservée',
        ),
        link: data.id ? appPaths.event(data.id) : appPaths.events,
      };
    case 'moderation-warning':
      return {
        text: words('Avertissement de la modération :', data.text ?? 'merci de respecter les règles de Campus'),
        link: null,
      };
  }
}
