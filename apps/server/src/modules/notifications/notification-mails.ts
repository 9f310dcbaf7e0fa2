import { MAIL_KIND_LABELS, type MailKind } from '@campus/domain/notifications';
import { appPaths } from '@campus/domain/navigation';
import { excerpt } from '@campus/domain/shared';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/schema.js';
import { DEFAULT_NOTIFICATION_MAIL_DELAY_S } from '../../platform/config.js';
import { escapeHtml, linkMail, type MailMessage } from '../../platform/mail.js';
import { loadPreferences, mailsKind, preferencesRow, unsubscribeTargets } from './notification-preferences.js';

// Mail for what a member missed (issue 33): unread direct messages, batched, at most once per
// NOTIFICATION_MAIL_DELAY_S; the urgent kinds (a contract to sign, a decision on a project) at once. Each carries the
// one-click unsubscribe of its kind.

export const NOTIFICATION_MAILS_JOB = 'notification-mails';

/** Unread messages older than this are no longer mailed (a first run, or a long outage, mails no backlog). */
const LOOK_BACK_MS = 2 * 24 * 60 * 60 * 1000;
const EXCERPT_LENGTH = 140;

const nameOf = (user: { display_name: string | null; firstname: string | null; lastname: string | null }) =>
  user.display_name ?? ([user.firstname, user.lastname].filter(Boolean).join(' ') || 'Un membre');

const latest = (...dates: (string | null)[]) =>
  dates.reduce<string>((max, date) => (date !== null && date > max ? date : max), '');

/** A mail with the unsubscribe footer of its kind and the List-Unsubscribe targets. */
export async function withUnsubscribe(
  app: FastifyInstance,
  db: Queryable,
  uid: string,
  kind: MailKind,
  mail: MailMessage,
): Promise<MailMessage> {
  const unsubscribe = unsubscribeTargets(app.config, await preferencesRow(db, uid), kind);
  const footer = `Pour ne plus recevoir ${MAIL_KIND_LABELS[kind]} : ${unsubscribe.url} (ou Mon compte > Notifications : ${app.config.publicUrl}${appPaths.account.notifications}).`;
  return {
    ...mail,
    text: `${mail.text}\n\n--\n${footer}`,
    html: `${mail.html}\n<hr>\n<p><small>${escapeHtml(footer)}</small></p>`,
    unsubscribe,
  };
}

/**
 * The members whose unread direct messages waited past the delay, each mailed once with all of them (author and
 * excerpt, a link to each discussion); a member who read them meanwhile, who was mailed less than a delay ago, or who
 * turned these mails off, gets nothing. Returns how many members were mailed.
 */
export async function mailMissedDirectMessages(
  app: FastifyInstance,
  now: Date,
  db: Queryable = app.db,
): Promise<{ mailed: number }> {
  const delayMs = (app.config.notificationMailDelaySeconds ?? DEFAULT_NOTIFICATION_MAIL_DELAY_S) * 1000;
  const cutoff = new Date(now.getTime() - delayMs).toISOString();
  const since = new Date(now.getTime() - LOOK_BACK_MS).toISOString();
  const candidates = await db
    .selectFrom('discussions as d')
    .innerJoin('discussion_members as m', 'm.discussion_id', 'd.id')
    .leftJoin('notification_preferences as p', 'p.uid', 'm.uid')
    .select(['m.uid', 'd.id', 'm.read_at', 'p.direct_messages_mailed_at'])
    .where('d.type', '=', 'DIRECT')
    .where('d.last_message_at', '>', since)
    .where('m.state', '=', 'active')
    .whereRef('d.last_message_author_id', '!=', 'm.uid')
    .where((eb) => eb.or([eb('m.read_at', 'is', null), eb('m.read_at', '<', eb.ref('d.last_message_at'))]))
    .where((eb) =>
      eb.or([
        eb('p.uid', 'is', null),
        eb.and([
          eb('p.email_direct_messages', '=', 1),
          eb.or([eb('p.direct_messages_mailed_at', 'is', null), eb('p.direct_messages_mailed_at', '<=', cutoff)]),
        ]),
      ]),
    )
    .execute();
  const byMember = new Map<string, typeof candidates>();
  for (const row of candidates) byMember.set(row.uid, [...(byMember.get(row.uid) ?? []), row]);

  let mailed = 0;
  for (const [uid, discussions] of byMember) {
    const unread = [];
    for (const discussion of discussions) {
      const after = latest(since, discussion.read_at, discussion.direct_messages_mailed_at);
      const messages = await db
        .selectFrom('messages')
        .innerJoin('users', 'users.uid', 'messages.author_id')
        .select([
          'messages.discussion_id',
          'messages.text',
          'messages.created_at',
          'users.display_name',
          'users.firstname',
          'users.lastname',
        ])
        .where('messages.discussion_id', '=', discussion.id)
        .where('messages.created_at', '>', after)
        .where('messages.author_id', '!=', uid)
        .where((eb) => eb.or([eb('messages.hidden_from_uid', 'is', null), eb('messages.hidden_from_uid', '!=', uid)]))
        .orderBy('messages.created_at')
        .execute();
      unread.push(...messages);
    }
    // Nothing waited past the delay yet: the next run looks again (and batches what came meanwhile).
    if (unread.length === 0 || !unread.some((message) => message.created_at <= cutoff)) continue;
    // A closed or deactivated account gets no mail.
    const member = await db
      .selectFrom('users')
      .select(['email', 'firstname'])
      .where('uid', '=', uid)
      .where('closed_at', 'is', null)
      .where('deactivated_at', 'is', null)
      .executeTakeFirst();
    if (!member) continue;
    await mailDirectMessages(app, db, uid, member, unread);
    await db
      .updateTable('notification_preferences')
      .set({ direct_messages_mailed_at: now.toISOString() })
      .where('uid', '=', uid)
      .execute();
    mailed += 1;
  }
  return { mailed };
}

async function mailDirectMessages(
  app: FastifyInstance,
  db: Queryable,
  uid: string,
  member: { email: string; firstname: string | null },
  unread: {
    discussion_id: string;
    text: string;
    display_name: string | null;
    firstname: string | null;
    lastname: string | null;
  }[],
): Promise<void> {
  const count = unread.length;
  const subject =
    count === 1 ? 'Vous avez un message non lu sur Campus' : `Vous avez ${count} messages non lus sur Campus`;
  const greeting = member.firstname ? `Bonjour ${member.firstname},` : 'Bonjour,';
  const lines = unread.map((message) => ({
    author: nameOf(message),
    text: excerpt(message.text, EXCERPT_LENGTH),
    url: `${app.config.publicUrl}${appPaths.discussion(message.discussion_id)}`,
  }));
  const intro = count === 1 ? 'Un message vous attend sur Campus :' : `${count} messages vous attendent sur Campus :`;
  const text = [
    greeting,
    '',
    intro,
    '',
    ...lines.flatMap((line) => [`${line.author} : « ${line.text} »`, `Répondre : ${line.url}`, '']),
  ].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    '<ul>',
    ...lines.map(
      (line) =>
        `<li><strong>${escapeHtml(line.author)}</strong> : « ${escapeHtml(line.text)} » — <a href="${escapeHtml(line.url)}">Répondre</a></li>`,
    ),
    '</ul>',
  ].join('\n');
  await app.mailer.send(
    db,
    await withUnsubscribe(app, db, uid, 'direct-messages', { to: member.email, subject, text, html }),
  );
}

/** An urgent mail at once (a contract to sign, a decision on a project), unless the member turned its kind off. */
export async function mailUrgent(
  app: FastifyInstance,
  uid: string,
  kind: 'contracts' | 'project-decisions',
  content: { subject: string; before: string[]; link: { path: string; label: string } },
): Promise<boolean> {
  if (!mailsKind(await loadPreferences(app.db, uid), kind)) return false;
  const member = await app.db
    .selectFrom('users')
    .select(['email', 'firstname'])
    .where('uid', '=', uid)
    .executeTakeFirst();
  if (!member) return false;
  const mail = linkMail({
    to: member.email,
    subject: content.subject,
    firstname: member.firstname,
    before: content.before,
    link: { url: `${app.config.publicUrl}${content.link.path}`, label: content.link.label },
    after: [],
  });
  await app.mailer.send(app.db, await withUnsubscribe(app, app.db, uid, kind, mail));
  return true;
}

/** Every minute (CRON_NOTIFICATION_MAILS): the missed direct messages. */
export function defineNotificationMails(app: FastifyInstance): void {
  app.jobs.define(NOTIFICATION_MAILS_JOB, () => mailMissedDirectMessages(app, new Date()));
  app.jobs.schedule(NOTIFICATION_MAILS_JOB, app.config.schedules.notificationMails);
}
