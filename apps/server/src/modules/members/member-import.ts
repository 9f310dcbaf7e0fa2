import {
  IMPORT_MESSAGES,
  type ImportLineError,
  type ImportOutcome,
  type ImportPreview,
  type ImportReport,
} from '@campus/domain/administration';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB, Queryable } from '../../db/schema.js';
import { recordAudit } from '../../platform/audit.js';
import { HttpError } from '../../platform/errors.js';
import type { JobContext, JobData } from '../../platform/jobs/jobs.js';
import type { Mailer, MailMessage } from '../../platform/mail.js';
import { createId, isoNow } from '../../platform/tokens.js';
import { accountChanged } from './account-events.js';
import { parseImportFile, type ImportLine, type ParsedImport } from './import-file.js';
import { invitationLink, invitationMail, issueInvitation } from './invitations.js';
import { NO_ROLES, canonicalChannels, formationColumns, insertMember, writeChannels } from './member-rows.js';

export const MEMBERS_IMPORT_JOB = 'members-import';
/** Lines written per transaction; their invitations are mailed once it commits. */
export const IMPORT_BATCH_SIZE = 250;

/** What the import job is sent with: the valid lines (already checked) and the preview's errors. */
interface ImportJobData {
  actorUid: string;
  rows: number;
  lines: ImportLine[];
  errors: ParsedImport['errors'];
}

/** The preview of `?dryRun=1`: nothing written. */
export function previewImport(content: Buffer): ImportPreview {
  const { rows, lines, errors } = parseImportFile(content);
  return { rows, valid: lines.length, errors };
}

/** Sends the import job of a file whose every line was read (bad lines are reported, never half-written). */
export async function startImport(app: FastifyInstance, actorUid: string, content: Buffer): Promise<string> {
  const { rows, lines, errors } = parseImportFile(content);
  const data: ImportJobData = { actorUid, rows, lines, errors };
  // Plain JSON: the lines are data, not class instances.
  return app.jobs.send(MEMBERS_IMPORT_JOB, data as unknown as JobData);
}

const sameRights = (
  row: {
    is_customer: number;
    formation_air: number;
    formation_mdb: number;
    formation_sport: number;
    formation_starter_mdb: number;
  },
  channels: readonly string[],
  line: ImportLine,
) =>
  row.is_customer === (line.isCustomer ? 1 : 0) &&
  row.formation_air === (line.formations.air ? 1 : 0) &&
  row.formation_mdb === (line.formations.mdb ? 1 : 0) &&
  row.formation_sport === (line.formations.sport ? 1 : 0) &&
  row.formation_starter_mdb === (line.formations.starter_mdb ? 1 : 0) &&
  canonicalChannels(line.channels).join(' ') === channels.join(' ');

/** One batch in one transaction: each line creates (invited), updates or leaves its member; the mails to send. */
async function importBatch(
  db: Queryable,
  publicUrl: string,
  actorUid: string,
  batch: readonly ImportLine[],
  outcomes: [number, string, ImportOutcome][],
): Promise<{ mails: MailMessage[]; changedUids: string[] }> {
  const mails: MailMessage[] = [];
  const changedUids: string[] = [];
  const emails = batch.map((line) => line.email);
  const existing = await db
    .selectFrom('users')
    .select([
      'uid',
      'email',
      'is_customer',
      'formation_air',
      'formation_mdb',
      'formation_sport',
      'formation_starter_mdb',
    ])
    .where('email', 'in', emails)
    .execute();
  const byEmail = new Map(existing.map((row) => [row.email, row]));
  const channelRows = existing.length
    ? await db
        .selectFrom('user_channels')
        .select(['uid', 'channel'])
        .where(
          'uid',
          'in',
          existing.map((row) => row.uid),
        )
        .execute()
    : [];
  const channelsOf = (uid: string) =>
    canonicalChannels(channelRows.filter((row) => row.uid === uid).map((row) => row.channel));
  for (const line of batch) {
    const row = byEmail.get(line.email);
    if (!row) {
      const uid = createId();
      await insertMember(db, uid, { ...line, roles: NO_ROLES, permissions: [] }, 'invited');
      const token = await issueInvitation(db, uid, actorUid);
      mails.push(invitationMail(line.email, line.firstname, invitationLink(publicUrl, token)));
      outcomes.push([line.line, line.email, 'created']);
      continue;
    }
    if (sameRights(row, channelsOf(row.uid), line)) {
      outcomes.push([line.line, line.email, 'unchanged']);
      continue;
    }
    await db
      .updateTable('users')
      .set({ ...formationColumns(line.formations), is_customer: line.isCustomer ? 1 : 0, updated_at: isoNow() })
      .where('uid', '=', row.uid)
      .execute();
    await writeChannels(db, row.uid, line.channels);
    changedUids.push(row.uid);
    outcomes.push([line.line, line.email, 'updated']);
  }
  return { mails, changedUids };
}

/** The import job: batches of lines, invitations mailed after each, one journal row with the counts. */
async function runImport(app: FastifyInstance, data: ImportJobData, context: JobContext): Promise<ImportReport> {
  const { signal } = context;
  const db: Kysely<DB> = app.db;
  const mailer: Mailer = app.mailer;
  const outcomes: [number, string, ImportOutcome][] = data.errors.map(({ line }) => [line, '', 'error']);
  const failedLines: ImportLineError[] = [];
  for (let start = 0; start < data.lines.length; start += IMPORT_BATCH_SIZE) {
    if (signal.aborted) throw new Error('import interrompu');
    await context.progress({ done: start, total: data.lines.length });
    const batch = data.lines.slice(start, start + IMPORT_BATCH_SIZE);
    const batchOutcomes: [number, string, ImportOutcome][] = [];
    try {
      const { mails, changedUids } = await db
        .transaction()
        .execute((transaction) => importBatch(transaction, app.config.publicUrl, data.actorUid, batch, batchOutcomes));
      outcomes.push(...batchOutcomes);
      for (const mail of mails) await mailer.send(db, mail);
      await app.realtime.publish(changedUids.map(accountChanged));
    } catch (error) {
      // A batch that cannot be written is rolled back and reported line by line: the import goes on, never half-done.
      app.log.error({ err: error }, 'members import: a batch failed');
      for (const line of batch) {
        outcomes.push([line.line, line.email, 'error']);
        failedLines.push({ line: line.line, messages: [IMPORT_MESSAGES.batchFailed] });
      }
    }
  }
  outcomes.sort((a, b) => a[0] - b[0]);
  const count = (outcome: ImportOutcome) => outcomes.filter((entry) => entry[2] === outcome).length;
  const report: ImportReport = {
    rows: data.rows,
    created: count('created'),
    updated: count('updated'),
    unchanged: count('unchanged'),
    errors: [...data.errors, ...failedLines].sort((a, b) => a.line - b.line),
    lines: outcomes,
  };
  await recordAudit(db, {
    actorUid: data.actorUid,
    action: 'members.imported',
    after: {
      rows: report.rows,
      created: report.created,
      updated: report.updated,
      unchanged: report.unchanged,
      errors: report.errors.length,
    },
  });
  return report;
}

/** The import job (MDB_ADMIN sends it; a retry finds the members already there and changes nothing twice). */
export function defineMembersImport(app: FastifyInstance): void {
  app.jobs.define(MEMBERS_IMPORT_JOB, (data, context) => runImport(app, data as unknown as ImportJobData, context), {
    expireInSeconds: 30 * 60,
  });
}

const OUTCOME_LABELS: Record<ImportOutcome, string> = {
  created: 'créé',
  updated: 'mis à jour',
  unchanged: 'inchangé',
  error: 'erreur',
};

/** The report of a done import as CSV (`;`, UTF-8 with a BOM): one line per line of the file, then the totals. */
export function importReportCsv(report: ImportReport): string {
  const messages = new Map(report.errors.map((error) => [error.line, error.messages.join(' ; ')]));
  const quote = (text: string) => (/[";\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
  const lines = report.lines.map(([line, email, outcome]) =>
    [String(line), email, OUTCOME_LABELS[outcome], messages.get(line) ?? ''].map(quote).join(';'),
  );
  const totals = `Total : ${report.created} créés, ${report.updated} mis à jour, ${report.unchanged} inchangés, ${report.errors.length} en erreur`;
  return `\uFEFF${['ligne;email;resultat;messages', ...lines, quote(totals)].join('\r\n')}\r\n`;
}

export const importNotFound = () => new HttpError(404, IMPORT_MESSAGES.reportNotReady);
