import * as z from 'zod/mini';
import { NOTIFICATION_KINDS, type NotificationKind } from '../messaging/messaging-contracts.js';
import { CHANNEL_SLUGS } from '../shared/channels.js';

// What a member hears of, and where (issue 33, architecture 4.14): per channel, its notifications and news or none; per
// kind of notification, in the site or not; per
// kind of mail, by e-mail or not; the digest's rhythm; and by push (on the devices the member turned push on), direct
// messages and each kind of notification.

export const DIGEST_RHYTHMS = ['daily', 'weekly', 'never'] as const;
export type DigestRhythm = (typeof DIGEST_RHYTHMS)[number];

/** The kinds of mail a member can turn off one by one (each names its own unsubscribe link). */
export const MAIL_KINDS = ['direct-messages', 'contracts', 'project-decisions', 'digest'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];
export const mailKindSchema = z.enum(MAIL_KINDS);

/** What always reaches the member: the channel-wide announcements, and a moderator's warning (issue 32). */
const ALWAYS_SHOWN = ['global', 'moderation-warning'] as const;
type AlwaysShown = (typeof ALWAYS_SHOWN)[number];
export type SiteNotificationKind = Exclude<NotificationKind, AlwaysShown>;

/** The notifications a member may turn off in the site: every kind but those always shown. */
export const SITE_NOTIFICATION_KINDS = NOTIFICATION_KINDS.filter(
  (kind): kind is SiteNotificationKind => !(ALWAYS_SHOWN as readonly string[]).includes(kind),
);

export const notificationPreferencesSchema = z.object({
  /** Per channel: false mutes it (no notification of that channel, by any way; nothing of it in the digest). */
  channels: z.record(z.enum(CHANNEL_SLUGS), z.boolean()),
  /** In the site: true shows the kind in the member's notifications. */
  site: z.record(z.enum(SITE_NOTIFICATION_KINDS), z.boolean()),
  email: z.object({
    directMessages: z.boolean(),
    contracts: z.boolean(),
    projectDecisions: z.boolean(),
    digest: z.enum(DIGEST_RHYTHMS),
  }),
  /** Web push, on every device the member subscribed: direct messages, and each kind they hear of in the site. */
  push: z.object({
    directMessages: z.boolean(),
    kinds: z.record(z.enum(SITE_NOTIFICATION_KINDS), z.boolean()),
  }),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/**
 * PUT /me/notification-preferences: the same shape; `channels`, `site` and `push.kinds` may name only some (the others
 * keep their value).
 */
export const notificationPreferencesRequestSchema = z.object({
  channels: z.optional(z.partialRecord(z.enum(CHANNEL_SLUGS), z.boolean())),
  site: z.optional(z.partialRecord(z.enum(SITE_NOTIFICATION_KINDS), z.boolean())),
  email: z.object({
    directMessages: z.boolean(),
    contracts: z.boolean(),
    projectDecisions: z.boolean(),
    digest: z.enum(DIGEST_RHYTHMS),
  }),
  push: z.optional(
    z.object({
      directMessages: z.boolean(),
      kinds: z.optional(z.partialRecord(z.enum(SITE_NOTIFICATION_KINDS), z.boolean())),
    }),
  ),
});
export type NotificationPreferencesRequest = z.infer<typeof notificationPreferencesRequestSchema>;

/** Every channel; every kind in the site, direct messages and urgent mails by e-mail, a weekly digest; by push, all. */
export function defaultNotificationPreferences(): NotificationPreferences {
  return {
    channels: Object.fromEntries(
      CHANNEL_SLUGS.map((channel) => [channel, true]),
    ) as NotificationPreferences['channels'],
    site: Object.fromEntries(SITE_NOTIFICATION_KINDS.map((kind) => [kind, true])) as NotificationPreferences['site'],
    email: { directMessages: true, contracts: true, projectDecisions: true, digest: 'weekly' },
    push: {
      directMessages: true,
      kinds: Object.fromEntries(SITE_NOTIFICATION_KINDS.map((kind) => [kind, true])) as NotificationPreferences['site'],
    },
  };
}

/** The French name of each kind on the preferences page. */
export const NOTIFICATION_KIND_LABELS: Record<SiteNotificationKind, string> = {
  'educational-content-validation': 'Validation de vos contenus pédagogiques',
  'educational-content-join': 'Inscriptions à vos contenus pédagogiques',
  'educational-content-quit': 'Désinscriptions de vos contenus pédagogiques',
  'educational-content-coming-soon': 'Rappels avant le début de vos ateliers',
  'event-validation': 'Validation de vos événements',
  'event-join': 'Inscriptions à vos événements',
  'event-quit': 'Désinscriptions de vos événements',
  'event-deleted': 'Événements annulés',
  'contact-validation': 'Validation de vos contacts',
  'project-validation': 'Validation de vos projets',
  'new-training': 'Nouvelles formations',
  'mdb-association-join': 'Demandes d’association',
  'mdb-association-quit': 'Fins d’association',
  'mdb-project-update': 'Décisions sur vos projets',
  'deal-hidden': 'Annonces masquées par la modération',
  'deal-expiring': 'Annonces bientôt expirées',
  'data-export-ready': 'Copie de vos données prête',
  'report-resolved': 'Suites données à vos signalements',
  'webinar-registration-failed': 'Inscriptions Livestorm ou Zoom en échec (administration)',
};

/** What the unsubscribe link of each kind of mail turns off, said to the member. */
export const MAIL_KIND_LABELS: Record<MailKind, string> = {
  'direct-messages': 'les e-mails de messages privés non lus',
  contracts: 'les e-mails de contrats à signer',
  'project-decisions': 'les e-mails de décisions sur vos projets',
  digest: 'le récapitulatif par e-mail',
};

export const NOTIFICATION_PREFERENCES_MESSAGES = {
  unsubscribeInvalid: 'Ce lien de désinscription n’est pas valide.',
  saved: 'Vos préférences de notification sont enregistrées.',
} as const;
