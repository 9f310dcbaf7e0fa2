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
      await smtp.sendMail({ from: config.mailFrom, ...message });
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
