import { appPaths } from '@campus/domain/navigation';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/schema.js';
import { escapeHtml, type MailMessage } from '../../platform/mail.js';
import { withUnsubscribe } from './notification-mails.js';
import { parseKinds } from './notification-preferences.js';

// The digest (issue 33): what is new in the member's channels since the last one (trainings, replays), the sessions of
// the coming period, and the notifications still unread. Nothing when nothing is new or unread; never to a member not
// seen (signed in) for more than 90 days; daily or weekly as the member chose (weekly by default), `never` none.

export const NOTIFICATION_DIGEST_JOB = 'notification-digest';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A member not seen for longer gets no digest. */
export const DIGEST_ABSENCE_DAYS = 90;
/** A cron tick is not exactly a day or a week after the last one: an hour of slack. */
const SLACK_MS = 60 * 60 * 1000;
const LIST_LIMIT = 5;

interface DigestContent {
  trainings: { title: string; url: string }[];
  replays: { title: string; url: string }[];
  sessions: { title: string; startsAt: string; url: string }[];
  unread: { count: number; items: { text: string; url: string }[] };
}

const isEmpty = (content: DigestContent) =>
  content.trainings.length + content.replays.length + content.sessions.length + content.unread.count === 0;

async function digestContent(
  app: FastifyInstance,
  db: Queryable,
  uid: string,
  channelsOff: ReadonlySet<string>,
  since: string,
  now: Date,
  periodMs: number,
): Promise<DigestContent> {
  const nowIso = now.toISOString();
  const url = (path: string) => `${app.config.publicUrl}${path}`;
  // The member's channels but those they muted (Mon compte > Notifications).
  const channels = (await db.selectFrom('user_channels').select('channel').where('uid', '=', uid).execute())
    .map((row) => row.channel)
    .filter((channel) => !channelsOff.has(channel));
  const none = channels.length === 0;
  const trainings = none
    ? []
    : await db
        .selectFrom('courses')
        .select(['id', 'title'])
        .where('channel', 'in', channels)
        .where('published_at', '>', since)
        .where('published_at', '<=', nowIso)
        .orderBy('published_at', 'desc')
        .limit(LIST_LIMIT)
        .execute();
  const replays = none
    ? []
    : await db
        .selectFrom('replays')
        .select(['id', 'title'])
        .where('channel', 'in', channels)
        .where('status', '=', 'published')
        .where('published_at', '>', since)
        .where('published_at', '<=', nowIso)
        .orderBy('published_at', 'desc')
        .limit(LIST_LIMIT)
        .execute();
  const sessions = none
    ? []
    : await db
        .selectFrom('event_sessions as s')
        .innerJoin('events as e', 'e.id', 's.event_id')
        .select(['e.title as eventTitle', 's.title', 's.starts_at'])
        .where('e.channel', 'in', channels)
        .where('e.cancelled_at', 'is', null)
        .where('s.cancelled_at', 'is', null)
        .where('s.starts_at', '>', nowIso)
        .where('s.starts_at', '<=', new Date(now.getTime() + periodMs).toISOString())
        .orderBy('s.starts_at')
        .limit(LIST_LIMIT)
        .execute();
  const unreadRows = await db
    .selectFrom('notifications')
    .select(['text', 'link', 'created_at'])
    .where('uid', '=', uid)
    .where('read_at', 'is', null)
    .where('created_at', '>', new Date(now.getTime() - DIGEST_ABSENCE_DAYS * DAY_MS).toISOString())
    .orderBy('created_at', 'desc')
    .execute();
  return {
    trainings: trainings.map((row) => ({ title: row.title, url: url(appPaths.course(row.id)) })),
    replays: replays.map((row) => ({ title: row.title, url: url(appPaths.replay(row.id)) })),
    sessions: sessions.map((row) => ({
      title: row.title && row.title !== row.eventTitle ? `${row.eventTitle} — ${row.title}` : row.eventTitle,
      startsAt: row.starts_at,
      url: url(appPaths.events),
    })),
    unread: {
      count: unreadRows.length,
      items: unreadRows
        .slice(0, LIST_LIMIT)
        .map((row) => ({ text: row.text, url: url(row.link ?? appPaths.tracking.notifications) })),
    },
  };
}

const parisDate = (iso: string) =>
  new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'Europe/Paris',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));

function digestMail(
  to: string,
  firstname: string | null,
  rhythm: 'daily' | 'weekly',
  content: DigestContent,
): MailMessage {
  const sections: { title: string; lines: { text: string; url: string }[] }[] = [
    { title: 'Nouvelles formations', lines: content.trainings.map((item) => ({ text: item.title, url: item.url })) },
    { title: 'Nouveaux replays', lines: content.replays.map((item) => ({ text: item.title, url: item.url })) },
    {
      title: 'Sessions à venir',
      lines: content.sessions.map((item) => ({ text: `${item.title} (${parisDate(item.startsAt)})`, url: item.url })),
    },
    {
      title: content.unread.count === 1 ? '1 notification non lue' : `${content.unread.count} notifications non lues`,
      lines: content.unread.items,
    },
  ].filter((section) => section.lines.length > 0);
  const greeting = firstname ? `Bonjour ${firstname},` : 'Bonjour,';
  const intro =
    rhythm === 'daily' ? 'Voici ce qui vous attend sur Campus aujourd’hui.' : 'Voici votre semaine sur Campus.';
  const text = [
    greeting,
    '',
    intro,
    ...sections.flatMap((section) => [
      '',
      section.title,
      ...section.lines.map((line) => `- ${line.text} : ${line.url}`),
    ]),
  ].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    ...sections.flatMap((section) => [
      `<h2>${escapeHtml(section.title)}</h2>`,
      '<ul>',
      ...section.lines.map((line) => `<li><a href="${escapeHtml(line.url)}">${escapeHtml(line.text)}</a></li>`),
      '</ul>',
    ]),
  ].join('\n');
  const subject =
    rhythm === 'daily' ? 'Votre récapitulatif Campus du jour' : 'Votre récapitulatif Campus de la semaine';
  return { to, subject, text, html };
}

/**
 * Mails the digest to each member due one (daily: a day since the last, weekly: a week), seen in the last 90 days,
 * who has something new or unread; records when it went. Returns how many were mailed.
 */
export async function sendDigests(
  app: FastifyInstance,
  now: Date,
  db: Queryable = app.db,
): Promise<{ mailed: number }> {
  const seenSince = new Date(now.getTime() - DIGEST_ABSENCE_DAYS * DAY_MS).toISOString();
  const members = await db
    .selectFrom('users')
    .leftJoin('notification_preferences as p', 'p.uid', 'users.uid')
    .select(['users.uid', 'users.email', 'users.firstname', 'p.digest', 'p.digest_sent_at', 'p.channels_off'])
    .where('users.last_sign_in_at', '>=', seenSince)
    .where('users.closed_at', 'is', null)
    .where('users.deactivated_at', 'is', null)
    .where((eb) => eb.or([eb('p.digest', 'is', null), eb('p.digest', '!=', 'never')]))
    .execute();
  let mailed = 0;
  for (const member of members) {
    const rhythm = member.digest === 'daily' ? 'daily' : 'weekly';
    const periodMs = rhythm === 'daily' ? DAY_MS : 7 * DAY_MS;
    const due = new Date(now.getTime() - periodMs + SLACK_MS).toISOString();
    if (member.digest_sent_at && member.digest_sent_at > due) continue;
    const since = member.digest_sent_at ?? new Date(now.getTime() - periodMs).toISOString();
    const content = await digestContent(
      app,
      db,
      member.uid,
      new Set(member.channels_off ? parseKinds(member.channels_off) : []),
      since,
      now,
      periodMs,
    );
    if (isEmpty(content)) continue;
    await app.mailer.send(
      db,
      await withUnsubscribe(app, db, member.uid, 'digest', digestMail(member.email, member.firstname, rhythm, content)),
    );
    await db
      .updateTable('notification_preferences')
      .set({ digest_sent_at: now.toISOString() })
      .where('uid', '=', member.uid)
      .execute();
    mailed += 1;
  }
  return { mailed };
}

/** Every day (CRON_NOTIFICATION_DIGEST, 07:30 in Paris unless set): the digests due. */
export function defineNotificationDigest(app: FastifyInstance): void {
  app.jobs.define(NOTIFICATION_DIGEST_JOB, () => sendDigests(app, new Date()));
  app.jobs.schedule(NOTIFICATION_DIGEST_JOB, app.config.schedules.notificationDigest);
}
