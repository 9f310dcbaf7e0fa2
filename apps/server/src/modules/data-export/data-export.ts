import { DATA_EXPORT_DAYS, DATA_EXPORT_MESSAGES, type DataExportStatus } from '@campus/domain/account';
import { appPaths, resolveActiveChannel } from '@campus/domain/navigation';
import { formatShortDate, type ChannelSlug } from '@campus/domain/shared';
import archiver from 'archiver';
import type { FastifyInstance } from 'fastify';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { isUniqueViolation } from '../../db/constraint-errors.js';
import type { DataExportsTable, Queryable } from '../../db/schema.js';
import { HttpError } from '../../platform/errors.js';
import type { JobContext, JobData, JobReport } from '../../platform/jobs/jobs.js';
import { linkMail } from '../../platform/mail.js';
import { createId, createSecretToken, hashToken, isSecretTokenShaped, isoIn, isoNow } from '../../platform/tokens.js';
import { ProjectFileStore } from '../incubator/project-files.js';
import { notify } from '../notifications/notify.js';
import { writeMemberExport, type ExportSources } from './export-contents.js';

export const DATA_EXPORT_JOB = 'data-export';
const DAY_MS = 24 * 60 * 60 * 1000;
/** The export job runs once more after a failure; then the export shows as failed and may be asked again. */
const RETRY_LIMIT = 1;

type ExportRow = Pick<DataExportsTable, 'id' | 'uid' | 'status' | 'created_at' | 'ready_at' | 'expires_at' | 'size'> & {
  token_hash: string | null;
};

/** Where the zips are: DATA_DIR/exports/{id}.zip (a zip being written is {id}.zip.part until it is whole). */
export const exportsDirectory = (dataDir: string) => join(dataDir, 'exports');
export const exportFilePath = (dataDir: string, id: string) => join(exportsDirectory(dataDir), `${id}.zip`);

/** The zip's name in the browser: `campus-mes-donnees-2026-11-27.zip`. */
export const exportFileName = (at: string) => `campus-mes-donnees-${at.slice(0, 10)}.zip`;

const latestExport = (db: Queryable, uid: string): Promise<ExportRow | undefined> =>
  db
    .selectFrom('data_exports')
    .selectAll()
    .where('uid', '=', uid)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();

const isExpired = (row: ExportRow, now: Date) => row.expires_at !== null && row.expires_at <= now.toISOString();

/** The state of the member's latest export, as the page shows it. */
export async function dataExportStatus(db: Queryable, uid: string, now = new Date()): Promise<DataExportStatus> {
  const row = await latestExport(db, uid);
  if (!row) return { state: 'none', requestedAt: null, readyAt: null, expiresAt: null, size: null };
  const state = row.status === 'ready' && isExpired(row, now) ? 'expired' : row.status;
  return {
    state,
    requestedAt: row.created_at,
    readyAt: row.ready_at,
    expiresAt: row.expires_at,
    size: state === 'ready' ? row.size : null,
  };
}

/** Removes exports' rows and zips (the member's older ones when they ask again, the expired ones in the purge). */
async function deleteExports(app: FastifyInstance, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await app.db.deleteFrom('data_exports').where('id', 'in', ids).execute();
  for (const id of ids) await unlink(exportFilePath(app.config.dataDir, id)).catch(() => undefined);
}

/**
 * The member asks for their export: one row in preparation (the partial unique index refuses a second one: 409), the
 * job sent; their older exports go.
 */
/** A member's export in preparation (one at most: a partial unique index). */
export async function insertPreparingExport(db: Queryable, id: string, uid: string): Promise<void> {
  await db
    .insertInto('data_exports')
    .values({
      id,
      uid,
      status: 'preparing',
      token_hash: null,
      size: null,
      created_at: isoNow(),
      ready_at: null,
      expires_at: null,
    })
    .execute();
}

export async function requestDataExport(app: FastifyInstance, uid: string): Promise<DataExportStatus> {
  const id = createId();
  const older = await app.db.selectFrom('data_exports').select(['id', 'status']).where('uid', '=', uid).execute();
  if (older.some((row) => row.status === 'preparing')) throw new HttpError(409, DATA_EXPORT_MESSAGES.alreadyPreparing);
  try {
    await insertPreparingExport(app.db, id, uid);
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, DATA_EXPORT_MESSAGES.alreadyPreparing);
    throw error;
  }
  await deleteExports(
    app,
    older.map((row) => row.id),
  );
  await app.jobs.send(DATA_EXPORT_JOB, { exportId: id }, { idempotencyKey: id });
  return dataExportStatus(app.db, uid);
}

/** What the export reads besides the database. */
export function exportSources(app: FastifyInstance): ExportSources {
  return {
    db: app.db,
    seller: app.config.billing.seller,
    projectFiles: new ProjectFileStore(app.config.dataDir),
    pictures: app.pictures,
  };
}

/** A zip of the member's data, streamed as it is written (the admin's download); never whole in memory. */
export function memberExportArchive(app: FastifyInstance, uid: string, signal?: AbortSignal): archiver.Archiver {
  const archive = archiver('zip', { zlib: { level: 6 } });
  writeMemberExport(archive, exportSources(app), uid, signal)
    .then(() => archive.finalize())
    .catch((error: unknown) => archive.destroy(error instanceof Error ? error : new Error(String(error))));
  return archive;
}

/** The member's channel for the notification: the one their app opens on. */
async function homeChannelOf(app: FastifyInstance, uid: string): Promise<ChannelSlug> {
  const [user, channels] = await Promise.all([
    app.db
      .selectFrom('users')
      .select(['formation_air', 'formation_mdb', 'formation_sport', 'formation_starter_mdb'])
      .where('uid', '=', uid)
      .executeTakeFirstOrThrow(),
    app.db.selectFrom('user_channels').select('channel').where('uid', '=', uid).execute(),
  ]);
  return resolveActiveChannel({
    stored: null,
    userChannels: channels.map((row) => row.channel),
    formations: {
      air: user.formation_air === 1,
      mdb: user.formation_mdb === 1,
      sport: user.formation_sport === 1,
      starter_mdb: user.formation_starter_mdb === 1,
    },
  });
}

/** The job: writes the zip to DATA_DIR (a .part file renamed once whole), then the link, the mail, the notification. */
async function runDataExport(app: FastifyInstance, data: JobData, context: JobContext): Promise<JobReport> {
  const exportId = typeof data.exportId === 'string' ? data.exportId : '';
  const row = await app.db
    .selectFrom('data_exports')
    .select(['id', 'uid'])
    .where('id', '=', exportId)
    .where('status', '=', 'preparing')
    .executeTakeFirst();
  if (!row) return { skipped: 1 };
  const path = exportFilePath(app.config.dataDir, row.id);
  const partPath = `${path}.part`;
  try {
    await mkdir(exportsDirectory(app.config.dataDir), { recursive: true });
    await pipeline(memberExportArchive(app, row.uid, context.signal), createWriteStream(partPath));
    await rename(partPath, path);
  } catch (error) {
    await unlink(partPath).catch(() => undefined);
    if (context.attempt > RETRY_LIMIT) {
      await app.db.updateTable('data_exports').set({ status: 'failed' }).where('id', '=', row.id).execute();
    }
    throw error;
  }
  const { size } = await stat(path);
  const token = createSecretToken();
  const now = new Date();
  const expiresAt = isoIn(DATA_EXPORT_DAYS * DAY_MS, now);
  await app.db
    .updateTable('data_exports')
    .set({ status: 'ready', token_hash: hashToken(token), size, ready_at: now.toISOString(), expires_at: expiresAt })
    .where('id', '=', row.id)
    .execute();

  const member = await app.db
    .selectFrom('users')
    .select(['email', 'firstname'])
    .where('uid', '=', row.uid)
    .executeTakeFirstOrThrow();
  const link = `${app.config.publicUrl}${appPaths.account.data}?jeton=${token}`;
  await app.mailer.send(
    app.db,
    linkMail({
      to: member.email,
      subject: DATA_EXPORT_MESSAGES.mailSubject,
      firstname: member.firstname,
      before: [
        'La copie de vos données que vous avez demandée est prête : un fichier zip avec votre profil, vos messages, vos évènements, votre progression, vos projets, vos deals, vos factures et vos contrats.',
        `Vous pouvez la télécharger depuis Mon compte, une fois connecté, jusqu’au ${formatShortDate(new Date(expiresAt))} :`,
      ],
      link: { url: link, label: 'Télécharger mes données' },
      after: ['Si vous n’avez pas fait cette demande, changez votre mot de passe et écrivez-nous.', 'L’équipe Campus'],
    }),
  );
  const events = await notify(app.db, {
    uids: [row.uid],
    channel: await homeChannelOf(app, row.uid),
    kind: 'data-export-ready',
    data: { id: row.id },
  });
  await app.realtime.publish(events);
  return { size };
}

export function defineDataExport(app: FastifyInstance): void {
  app.jobs.define(DATA_EXPORT_JOB, (data, context) => runDataExport(app, data, context), {
    retryLimit: RETRY_LIMIT,
    retryDelaySeconds: 10,
    expireInSeconds: 30 * 60,
  });
}

/**
 * The member's ready export to download: their own latest one (another member's never answers: 404), not expired
 * (410); with the mail's `token`, it must be this export's.
 */
export async function findDownload(
  db: Queryable,
  uid: string,
  token: string | undefined,
  now = new Date(),
): Promise<{ id: string; readyAt: string }> {
  const row = await latestExport(db, uid);
  const notReady = () => new HttpError(404, DATA_EXPORT_MESSAGES.notReady);
  // A link of an export since replaced, or not the member's: as expired, whoever asks.
  if (token !== undefined && !(isSecretTokenShaped(token) && row?.token_hash === hashToken(token))) {
    throw new HttpError(404, DATA_EXPORT_MESSAGES.expired);
  }
  if (!row || row.status !== 'ready' || !row.ready_at) throw notReady();
  if (isExpired(row, now)) throw new HttpError(410, DATA_EXPORT_MESSAGES.expired);
  return { id: row.id, readyAt: row.ready_at };
}

/** The hourly purge: expired exports' rows and zips; failed ones a day old. Answers how many went. */
export async function purgeExpiredDataExports(app: FastifyInstance, now: Date): Promise<number> {
  const expired = await app.db
    .selectFrom('data_exports')
    .select('id')
    .where((eb) =>
      eb.or([
        eb('expires_at', '<=', now.toISOString()),
        eb.and([eb('status', '=', 'failed'), eb('created_at', '<=', new Date(now.getTime() - DAY_MS).toISOString())]),
      ]),
    )
    .execute();
  await deleteExports(
    app,
    expired.map((row) => row.id),
  );
  return expired.length;
}
