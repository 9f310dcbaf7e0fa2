import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Queryable } from '../db/schema.js';
import type { AppConfig } from './config.js';
import { createId, isoNow } from './tokens.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * A mail that is not about the account itself (architecture 4.14): where to turn its kind off, sent as
   * `List-Unsubscribe` (the https URL and the mailto) with `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 8058).
   */
  unsubscribe?: { url: string; mailto: string };
}

/** The RFC 8058 headers of a mail that can be turned off in one click; none for an account mail. */
export function unsubscribeHeaders(message: MailMessage): Record<string, string> {
  if (!message.unsubscribe) return {};
  return {
    'List-Unsubscribe': `<${message.unsubscribe.url}>, <${message.unsubscribe.mailto}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** Text made safe inside HTML (a mail's body). */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** A mail to a member that leads to one link: the greeting, the paragraphs before the link, the link, the rest. */
export interface LinkMail {
  to: string;
  subject: string;
  firstname: string | null;
  before: readonly string[];
  link: { url: string; label: string };
  after: readonly string[];
}

/** The text and HTML of a link mail: the link on its own line in the text, a labelled anchor in the HTML. */
export function linkMail({ to, subject, firstname, before, link, after }: LinkMail): MailMessage {
  const greeting = firstname ? `Bonjour ${firstname},` : 'Bonjour,';
  const text = [greeting, '', before.join('\n\n'), link.url, ...after.flatMap((paragraph) => ['', paragraph])].join(
    '\n',
  );
  const html = [greeting, ...before]
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
    .concat(`<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`)
    .concat(after.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`))
    .join('\n');
  return { to, subject, text, html };
}

export interface Mailer {
  /** Keeps the mail in the outbox, then sends it over SMTP when configured (or logs it). */
  send(db: Queryable, message: MailMessage): Promise<void>;
  close(): void;
}

export function createMailer(config: Pick<AppConfig, 'smtpUrl' | 'mailFrom'>, log: FastifyBaseLogger): Mailer {
  const transport: Transporter | null = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;

  async function deliver(db: Queryable, id: string, message: MailMessage, smtp: Transporter): Promise<void> {
    try {
      const { unsubscribe: _unsubscribe, ...content } = message;
      await smtp.sendMail({ from: config.mailFrom, ...content, headers: unsubscribeHeaders(message) });
      await db.updateTable('mail_outbox').set({ sent_at: isoNow() }).where('id', '=', id).execute();
    } catch (error) {
      log.error({ err: error, mailId: id }, 'mail delivery failed; it stays unsent in mail_outbox');
    }
  }

  return {
    async send(db, message) {
      const id = createId();
      await db
        .insertInto('mail_outbox')
        .values({
          id,
          to_address: message.to,
          subject: message.subject,
          text_body: message.text,
          html_body: message.html,
          created_at: isoNow(),
          sent_at: null,
        })
        .execute();
      if (transport) {
        // Not awaited: the answer must not depend on the SMTP server (timing, outages).
        void deliver(db, id, message, transport);
      } else {
        log.info({ mailId: id, to: message.to, subject: message.subject }, `mail kept in the outbox:\n${message.text}`);
      }
    },
    close() {
      transport?.close();
    },
  };
}

/** How long a mail stays in the outbox (the privacy policy says so): past it, sent or not, it is of no more use. */
export const MAIL_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

/** The mails older than MAIL_RETENTION_MS (the hourly purge): how many went. */
export async function purgeOldMail(db: Queryable, now: Date): Promise<number> {
  const { numDeletedRows } = await db
    .deleteFrom('mail_outbox')
    .where('created_at', '<', new Date(now.getTime() - MAIL_RETENTION_MS).toISOString())
    .executeTakeFirst();
  return Number(numDeletedRows);
}
