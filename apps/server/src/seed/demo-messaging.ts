import { directDiscussionId, type NotificationKind } from '@campus/domain/messaging';
import { notificationSentence } from '@campus/domain/notifications';
import type { ChannelSlug } from '@campus/domain/shared';
import type { DiscussionMembersTable, MessagesTable, NotificationsTable, Queryable } from '../db/schema.js';
import { DEMO_ACCOUNTS, OTHER_MEMBERS } from './demo-members.js';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const { admin, mdb, air, starter, sport } = DEMO_ACCOUNTS;
function memberUid(firstname: string): string {
  const member = OTHER_MEMBERS.find((other) => other.firstname === firstname);
  if (!member) throw new Error(`no demo member named ${firstname}`);
  return member.uid;
}

interface DemoDiscussion {
  type: 'DIRECT' | 'GROUP';
  channel: ChannelSlug;
  name?: string;
  targetId?: string;
  members: string[];
  /** Hours before now of the last message. */
  hoursAgo: number;
  /** [author, text], oldest first, one every 7 minutes up to the last. */
  messages: [string, string][];
  /** Members who have not read the last message. */
  unreadBy?: string[];
  /** Members who archived it. */
  archivedBy?: string[];
}

const ines = memberUid('Inès');
const antoine = memberUid('Antoine');
const manon = memberUid('Manon');
const karim = memberUid('Karim');
const emilie = memberUid('Émilie');
const maxime = memberUid('Maxime');
const pierre = memberUid('Pierre-Alexandre');
const youssef = memberUid('Youssef');
const chloe = memberUid('Chloé');
const aurelie = memberUid('Aurélie');

/** Discussions of the demo: mdb@campus.test has eleven on Immobilier (two pages), some unread, one archived. */
const DISCUSSIONS: DemoDiscussion[] = [
  {
    type: 'DIRECT',
    channel: 'immobilier',
    members: [mdb.uid, air.uid],
    hoursAgo: 0.5,
    unreadBy: [mdb.uid],
    messages: [
      [mdb.uid, 'Bonjour Sophie, tu as pu visiter l’immeuble de la rue Garibaldi ?'],
      [air.uid, 'Oui, ce matin. Six lots, toiture refaite en 2019, mais les parties communes sont à reprendre.'],
      [mdb.uid, 'Le vendeur reste ferme sur le prix ?'],
      [air.uid, 'Il parle de 780 000 €, je pense qu’on peut descendre vers 720 000 € avec le devis des travaux.'],
      [mdb.uid, 'Envoie-moi le devis, je le passe au comité jeudi.'],
      [air.uid, 'C’est fait, regarde tes e-mails.'],
      [air.uid, 'Et j’ai ajouté les photos des caves, elles sont saines.'],
      [air.uid, 'On s’appelle demain 9 h pour caler l’offre ?'],
    ],
  },
  {
    type: 'GROUP',
    channel: 'immobilier',
    name: 'Projet Lyon 7e : rénovation',
    targetId: 'projet-lyon-7e',
    members: [mdb.uid, air.uid, admin.uid, starter.uid, antoine],
    hoursAgo: 2,
    unreadBy: [mdb.uid, starter.uid],
    messages: [
      [admin.uid, 'Bienvenue à tous dans le groupe du projet Lyon 7e.'],
      [mdb.uid, 'Merci Camille ! Je partage le plan de division demain.'],
      [antoine, 'J’ai eu l’architecte : le permis de diviser devrait passer sans difficulté.'],
      [starter.uid, 'Question de débutant : comment estime-t-on le coût des compteurs séparés ?'],
      [air.uid, 'Compte environ 2 500 € par lot pour l’électricité et l’eau, hors raccordement.'],
      [admin.uid, 'Le comité se réunit vendredi, pensez à mettre le dossier à jour.'],
      [antoine, 'Dossier à jour avec le chiffrage des travaux, tout est dans le drive.'],
    ],
  },
  {
    type: 'DIRECT',
    channel: 'immobilier',
    members: [mdb.uid, admin.uid],
    hoursAgo: 5,
    messages: [
      [admin.uid, 'Julien, ton projet de Villeurbanne passe au comité la semaine prochaine.'],
      [mdb.uid, 'Parfait, je prépare la présentation.'],
      [admin.uid, 'Ajoute le bilan prévisionnel, c’est ce qui compte le plus.'],
      [mdb.uid, 'Bien noté, merci !'],
    ],
  },
  {
    type: 'DIRECT',
    channel: 'immobilier',
    members: [mdb.uid, ines],
    hoursAgo: 20,
    unreadBy: [mdb.uid],
    messages: [
      [ines, 'Salut Julien, tu serais dispo pour un café après le live de mardi ?'],
      [mdb.uid, 'Avec plaisir, on se retrouve devant la salle ?'],
      [ines, 'Top, à mardi alors !'],
    ],
  },
  ...[
    [starter.uid, 'Merci pour tes conseils sur le premier achat, je me lance !', 26],
    [manon, 'Tu connais un bon diagnostiqueur sur Grenoble ?', 30],
    [emilie, 'Le replay sur la fiscalité des marchands de biens est en ligne.', 50],
    [maxime, 'J’ai une piste pour un immeuble de rapport à Saint-Étienne.', 72],
    [pierre, 'On monte une SCI à trois pour le dossier de Valence, ça t’intéresse ?', 96],
    [youssef, 'Merci pour la mise en relation avec le notaire.', 120],
    [antoine, 'Je t’envoie le compromis signé dès que je l’ai.', 150],
  ].map(([other, text, hoursAgo]): DemoDiscussion => ({
    type: 'DIRECT',
    channel: 'immobilier',
    members: [mdb.uid, other as string],
    hoursAgo: hoursAgo as number,
    messages: [
      [mdb.uid, 'Bonjour, comment avance ton projet ?'],
      [other as string, text as string],
    ],
  })),
  {
    type: 'DIRECT',
    channel: 'immobilier',
    members: [mdb.uid, karim],
    hoursAgo: 400,
    archivedBy: [mdb.uid],
    messages: [
      [karim, 'Le dossier du local commercial est clos, merci pour ton aide.'],
      [mdb.uid, 'Avec plaisir Karim, à bientôt.'],
    ],
  },
  {
    type: 'DIRECT',
    channel: 'entrepreneuriat',
    members: [mdb.uid, chloe],
    hoursAgo: 8,
    unreadBy: [mdb.uid],
    messages: [
      [chloe, 'Julien, ton retour sur mon business plan m’a beaucoup aidée.'],
      [mdb.uid, 'Ravi que ça serve ! Tu présentes quand ?'],
      [chloe, 'Lundi devant la banque, je croise les doigts.'],
    ],
  },
  {
    type: 'DIRECT',
    channel: 'sport',
    members: [sport.uid, aurelie],
    hoursAgo: 3,
    unreadBy: [sport.uid],
    messages: [
      [aurelie, 'Tu as testé le programme nutrition de la semaine 3 ?'],
      [sport.uid, 'Oui, les recettes du soir sont top.'],
      [aurelie, 'On fait la séance de dimanche ensemble ?'],
    ],
  },
];

const NOTIFICATIONS: {
  uid: string;
  channel: ChannelSlug;
  kind: NotificationKind;
  data: Record<string, string>;
  hoursAgo: number;
  isRead?: boolean;
}[] = [
  {
    uid: mdb.uid,
    channel: 'immobilier',
    kind: 'event-join',
    data: { name: 'Inès Lefebvre', title: 'Live : réussir sa première division' },
    hoursAgo: 1,
  },
  {
    uid: mdb.uid,
    channel: 'immobilier',
    kind: 'project-validation',
    data: { title: 'Villeurbanne, Gratte-Ciel', id: 'projet-villeurbanne' },
    hoursAgo: 6,
  },
  {
    uid: mdb.uid,
    channel: 'immobilier',
    kind: 'mdb-project-update',
    data: { title: 'Lyon 7e', id: 'projet-lyon-7e' },
    hoursAgo: 30,
  },
  {
    uid: mdb.uid,
    channel: 'immobilier',
    kind: 'contact-validation',
    data: { title: 'Maître Girard, notaire' },
    hoursAgo: 50,
    isRead: true,
  },
  {
    uid: mdb.uid,
    channel: 'immobilier',
    kind: 'new-training',
    data: { title: 'Financer une opération de marchand de biens' },
    hoursAgo: 100,
    isRead: true,
  },
  {
    uid: mdb.uid,
    channel: 'entrepreneuriat',
    kind: 'educational-content-coming-soon',
    data: { title: 'Atelier pitch' },
    hoursAgo: 4,
  },
  {
    uid: mdb.uid,
    channel: 'finance',
    kind: 'new-training',
    data: { title: 'Lire un bilan en 30 minutes' },
    hoursAgo: 12,
  },
  {
    uid: mdb.uid,
    channel: 'base',
    kind: 'event-validation',
    data: { title: 'Les fondamentaux de la négociation' },
    hoursAgo: 40,
    isRead: true,
  },
  {
    uid: air.uid,
    channel: 'immobilier',
    kind: 'event-validation',
    data: { title: 'Live : réussir sa première division' },
    hoursAgo: 3,
  },
  {
    uid: air.uid,
    channel: 'entrepreneuriat',
    kind: 'mdb-association-join',
    data: { name: 'Julien Moreau', title: 'Les investisseurs lyonnais', id: 'asso-lyon' },
    hoursAgo: 9,
  },
  {
    uid: starter.uid,
    channel: 'immobilier',
    kind: 'educational-content-validation',
    data: { title: 'Mon premier investissement' },
    hoursAgo: 7,
  },
  {
    uid: sport.uid,
    channel: 'sport',
    kind: 'new-training',
    data: { title: 'Programme mobilité, semaine 4' },
    hoursAgo: 2,
  },
  {
    uid: admin.uid,
    channel: 'immobilier',
    kind: 'event-deleted',
    data: { title: 'Visite de chantier à Lyon' },
    hoursAgo: 15,
  },
];

const GLOBALS: { channel: ChannelSlug; text: string; link: string | null; hoursAgo: number }[] = [
  {
    channel: 'base',
    text: 'Nouveau module « Organiser sa semaine » dans les Fondamentaux',
    link: '/mes-formations',
    hoursAgo: 10,
  },
  {
    channel: 'immobilier',
    text: 'Le replay du live « Acheter un immeuble de rapport » est disponible',
    link: '/mes-replays',
    hoursAgo: 5,
  },
  {
    channel: 'entrepreneuriat',
    text: 'Inscriptions ouvertes pour le prochain atelier pitch',
    link: '/mes-evenements',
    hoursAgo: 20,
  },
  {
    channel: 'finance',
    text: 'La session questions-réponses sur la fiscalité est avancée à jeudi 18 h',
    link: '/mes-evenements',
    hoursAgo: 30,
  },
  {
    channel: 'sport',
    text: 'Le nouveau programme nutrition de saison est en ligne',
    link: '/yam-nutrition',
    hoursAgo: 1,
  },
];

/**
 * Demo discussions, messages and notifications. Idempotent: does nothing when discussions exist or when
 * the demo accounts are not there (a real database). Returns whether it wrote anything.
 */
export async function seedDemoMessaging(db: Queryable, now: Date): Promise<boolean> {
  const existing = await db.selectFrom('discussions').select('id').limit(1).executeTakeFirst();
  const demoMember = await db.selectFrom('users').select('uid').where('uid', '=', mdb.uid).executeTakeFirst();
  if (existing || !demoMember) return false;
  const at = (milliseconds: number) => new Date(now.getTime() - milliseconds).toISOString();

  for (const [index, discussion] of DISCUSSIONS.entries()) {
    const id = discussion.type === 'DIRECT' ? directDiscussionId(discussion.members) : `demo-group-${index}`;
    const lastAtMs = discussion.hoursAgo * HOUR_MS;
    const messages: MessagesTable[] = discussion.messages.map(([author, text], position) => ({
      id: `${id}-m${String(position).padStart(2, '0')}`,
      discussion_id: id,
      author_id: author,
      text,
      created_at: at(lastAtMs + (discussion.messages.length - 1 - position) * 7 * MINUTE_MS),
      client_key: null,
      hidden_from_uid: null,
      hidden_at: null,
      hidden_by: null,
    }));
    const first = messages[0];
    const last = messages.at(-1);
    if (!first || !last) continue;
    const createdAt = at(lastAtMs + discussion.messages.length * 7 * MINUTE_MS + DAY_MS);
    await db
      .insertInto('discussions')
      .values({
        id,
        type: discussion.type,
        channel: discussion.channel,
        target_id: discussion.targetId ?? null,
        name: discussion.name ?? null,
        created_by: first.author_id,
        created_at: createdAt,
        last_activity_at: last.created_at,
        last_message_id: last.id,
        last_message_author_id: last.author_id,
        last_message_at: last.created_at,
        last_message_text: last.text,
      })
      .execute();
    const members: DiscussionMembersTable[] = discussion.members.map((uid) => ({
      discussion_id: id,
      uid,
      role: discussion.type === 'GROUP' ? 'admin' : 'member',
      state: discussion.archivedBy?.includes(uid) ? 'ignoring' : 'active',
      channel: discussion.channel,
      read_at: discussion.unreadBy?.includes(uid) ? first.created_at : last.created_at,
    }));
    await db.insertInto('discussion_members').values(members).execute();
    await db.insertInto('messages').values(messages).execute();
  }

  const notifications: NotificationsTable[] = NOTIFICATIONS.map((notification, index) => {
    const { text, link } = notificationSentence(notification.kind, notification.data);
    const createdAt = at(notification.hoursAgo * HOUR_MS);
    return {
      id: `demo-notification-${String(index).padStart(2, '0')}`,
      uid: notification.uid,
      channel: notification.channel,
      kind: notification.kind,
      data: JSON.stringify(notification.data),
      text,
      link,
      created_at: createdAt,
      read_at: notification.isRead ? createdAt : null,
    };
  });
  await db.insertInto('notifications').values(notifications).execute();
  await db
    .insertInto('global_notifications')
    .values(
      GLOBALS.map((global) => ({
        id: `demo-global-${global.channel}`,
        channel: global.channel,
        kind: 'global',
        data: JSON.stringify(global.link ? { text: global.text, link: global.link } : { text: global.text }),
        text: global.text,
        link: global.link,
        created_by: admin.uid,
        created_at: at(global.hoursAgo * HOUR_MS),
      })),
    )
    .execute();
  return true;
}
