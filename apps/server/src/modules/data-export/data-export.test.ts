import { DATA_EXPORT_DAYS, DATA_EXPORT_MESSAGES, type DataExportStatus } from '@campus/domain/account';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../testing/demo-data.js';
import { runJob, waitUntil } from '../../testing/jobs.js';
import { bearer, createTestApp, errorBody, type TestApp } from '../../testing/test-app.js';
import { isUniqueViolation } from '../../db/constraint-errors.js';
import { createId, isoNow } from '../../platform/tokens.js';
import { PURGE_EXPIRED_JOB } from '../operations/purge-expired.js';
import { exportFilePath, insertPreparingExport } from './data-export.js';

let test: TestApp;
const tokens: Record<'mdb' | 'air' | 'admin' | 'starter' | 'sport', string> = {
  mdb: '',
  air: '',
  admin: '',
  starter: '',
  sport: '',
};
const { mdb, air, starter } = DEMO_ACCOUNTS;
const MDB_TEXT = `Le message de mdb pour son export ${createId()}`;
const AIR_TEXT = `Le message d’air qui n’est pas à mdb ${createId()}`;

beforeAll(async () => {
  test = await createTestApp();
  for (const who of ['mdb', 'air', 'admin', 'starter', 'sport'] as const)
    tokens[who] = await test.signIn(`${who}@campus.test`);
  // A discussion of mdb and air, a message of each.
  const discussionId = createId();
  const now = isoNow();
  await test.app.db
    .insertInto('discussions')
    .values({
      id: discussionId,
      type: 'DIRECT',
      channel: 'immobilier',
      target_id: null,
      name: null,
      created_by: mdb.uid,
      created_at: now,
      last_activity_at: now,
      last_message_id: null,
      last_message_author_id: air.uid,
      last_message_at: now,
      last_message_text: AIR_TEXT,
    })
    .execute();
  await test.app.db
    .insertInto('discussion_members')
    .values(
      [mdb.uid, air.uid].map((uid) => ({
        discussion_id: discussionId,
        uid,
        role: 'member' as const,
        state: 'active' as const,
        channel: 'immobilier' as const,
        read_at: null,
      })),
    )
    .execute();
  await test.app.db
    .insertInto('messages')
    .values([
      {
        id: createId(),
        discussion_id: discussionId,
        author_id: mdb.uid,
        text: MDB_TEXT,
        created_at: now,
        client_key: null,
      },
      {
        id: createId(),
        discussion_id: discussionId,
        author_id: air.uid,
        text: AIR_TEXT,
        created_at: now,
        client_key: null,
      },
    ])
    .execute();
});
afterAll(() => test.close());

type Who = keyof typeof tokens;
const call = (who: Who, method: 'GET' | 'POST', url: string) =>
  test.app.inject({ method, url, headers: bearer(tokens[who]) });
const status = async (who: Who) => (await call(who, 'GET', '/api/me/data-export')).json<DataExportStatus>();

/** Writes a zip answered by the server to disk and lists its entries (unzip checks it whole first). */
function readZip(content: Buffer): { names: string[]; read(name: string): string } {
  const path = join(mkdtempSync(join(tmpdir(), 'campus-export-')), 'export.zip');
  writeFileSync(path, content);
  expect(execFileSync('unzip', ['-t', path]).toString()).toContain('No errors detected');
  return {
    names: execFileSync('unzip', ['-Z1', path]).toString().trim().split('\n'),
    read: (name) => execFileSync('unzip', ['-p', path, name], { maxBuffer: 64 * 1024 * 1024 }).toString(),
  };
}

/** The token of the last export mail to `email`. */
async function mailedToken(email: string): Promise<string> {
  const mail = await test.app.db
    .selectFrom('mail_outbox')
    .select('text_body')
    .where('to_address', '=', email)
    .where('subject', '=', DATA_EXPORT_MESSAGES.mailSubject)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  const token = /mes-donnees\?jeton=([A-Za-z0-9_-]+)/.exec(mail.text_body)?.[1];
  if (!token) throw new Error(`no link in ${mail.text_body}`);
  return token;
}

describe('a member’s copy of their data (issue 32)', () => {
  it('has none before asking', async () => {
    expect(await status('air')).toMatchObject({ state: 'none', expiresAt: null });
  });

  it('prepares one export at a time: a second request while it runs answers 409 in French', async () => {
    const [first, second] = await Promise.all([
      call('mdb', 'POST', '/api/me/data-export'),
      call('mdb', 'POST', '/api/me/data-export'),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([202, 409]);
    const refused = first.statusCode === 409 ? first : second;
    expect(errorBody(refused).error).toBe(DATA_EXPORT_MESSAGES.alreadyPreparing);
    const accepted = first.statusCode === 202 ? first : second;
    expect(accepted.json<DataExportStatus>().state).toBe('preparing');
  });

  it('answers 409 to a member whose export is still in preparation', async () => {
    await insertPreparingExport(test.app.db, createId(), starter.uid);
    const response = await call('starter', 'POST', '/api/me/data-export');
    expect(response.statusCode).toBe(409);
    expect(errorBody(response).error).toBe(DATA_EXPORT_MESSAGES.alreadyPreparing);
    expect((await status('starter')).state).toBe('preparing');
  });

  it('keeps one export in preparation per member in the database itself, whatever the route checked', async () => {
    const refused = await insertPreparingExport(test.app.db, createId(), starter.uid).then(
      () => null,
      (error: unknown) => error,
    );
    expect(isUniqueViolation(refused)).toBe(true);
  });

  it('builds a zip of the member’s data, announced by a mail and a notification, for 7 days', async () => {
    await waitUntil(async () => (await status('mdb')).state === 'ready', 30_000);
    const ready = await status('mdb');
    expect(ready.size).toBeGreaterThan(0);
    const days = (Date.parse(ready.expiresAt ?? '') - Date.parse(ready.readyAt ?? '')) / 86_400_000;
    expect(days).toBe(DATA_EXPORT_DAYS);

    const response = await call('mdb', 'GET', '/api/me/data-export/download');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="campus-mes-donnees-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const zip = readZip(response.rawPayload);
    expect(zip.names).toEqual(
      expect.arrayContaining([
        'README.txt',
        'profil.json',
        'messages.json',
        'discussions.json',
        'notifications.json',
        'evenements.json',
        'formation.json',
        'projets.json',
        'deals.json',
        'facturation.json',
        'contrats.json',
        'journal.json',
      ]),
    );
    expect(zip.read('README.txt')).toContain('messages.json : Les messages que vous avez écrits');
    // The member's own message; another member's message in the same discussion nowhere in the zip.
    expect(zip.read('messages.json')).toContain(MDB_TEXT);
    const everything = zip.names.filter((name) => name.endsWith('.json')).map((name) => zip.read(name));
    expect(everything.some((json) => json.includes(AIR_TEXT))).toBe(false);
    expect(zip.read('profil.json')).toContain(mdb.email);
    expect(zip.read('profil.json')).not.toContain('password_hash');
    // The invoices as PDFs, the project files.
    const invoices = zip.names.filter((name) => /^factures\/facture-.+\.pdf$/.test(name));
    expect(invoices.length).toBeGreaterThan(0);
    expect(zip.read(invoices[0] ?? '').startsWith('%PDF-')).toBe(true);
    expect(zip.names.some((name) => name.startsWith('projets/'))).toBe(true);

    // The job marks the export ready first, then sends the mail and the notification: wait for its last step.
    const readNotification = () =>
      test.app.db
        .selectFrom('notifications')
        .select(['text', 'link'])
        .where('uid', '=', mdb.uid)
        .where('kind', '=', 'data-export-ready')
        .executeTakeFirst();
    await waitUntil(async () => (await readNotification()) !== undefined, 30_000);
    const notification = await readNotification();
    expect(notification).toEqual({
      text: 'Votre export de données est prêt au téléchargement',
      link: '/mon-compte/mes-donnees',
    });
    const token = await mailedToken(mdb.email);
    const row = await test.app.db
      .selectFrom('data_exports')
      .select('token_hash')
      .where('uid', '=', mdb.uid)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).not.toBe(token);
    expect((await call('mdb', 'GET', `/api/me/data-export/download?token=${token}`)).statusCode).toBe(200);
  });

  it('is no one else’s: another member gets 404, even with the link', async () => {
    const token = await mailedToken(mdb.email);
    for (const url of ['/api/me/data-export/download', `/api/me/data-export/download?token=${token}`]) {
      const response = await call('air', 'GET', url);
      expect(response.statusCode).toBe(404);
      expect(errorBody(response).error).toMatch(/^(Aucun export|Ce lien)/);
    }
    expect((await test.app.inject({ method: 'GET', url: '/api/me/data-export/download' })).statusCode).toBe(401);
  });

  it('expires after 7 days (410 in French), then the purge deletes the row and the zip', async () => {
    const row = await test.app.db
      .selectFrom('data_exports')
      .select('id')
      .where('uid', '=', mdb.uid)
      .executeTakeFirstOrThrow();
    const file = exportFilePath(test.config.dataDir, row.id);
    expect(existsSync(file)).toBe(true);
    await test.app.db
      .updateTable('data_exports')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', row.id)
      .execute();
    expect((await status('mdb')).state).toBe('expired');
    const expired = await call('mdb', 'GET', '/api/me/data-export/download');
    expect(expired.statusCode).toBe(410);
    expect(errorBody(expired).error).toBe(DATA_EXPORT_MESSAGES.expired);

    const job = await runJob(test.app, PURGE_EXPIRED_JOB);
    expect(job.report).toMatchObject({ dataExports: 1 });
    expect(existsSync(file)).toBe(false);
    expect((await status('mdb')).state).toBe('none');
    const gone = await call('mdb', 'GET', '/api/me/data-export/download');
    expect(gone.statusCode).toBe(404);
    expect(errorBody(gone).error).toBe(DATA_EXPORT_MESSAGES.notReady);
  });

  it('lets an admin take a member’s export, journaled; no one else', async () => {
    expect((await call('air', 'GET', `/api/admin/members/${mdb.uid}/data-export`)).statusCode).toBe(403);
    expect((await call('admin', 'GET', '/api/admin/members/no-such-member/data-export')).statusCode).toBe(404);
    const response = await call('admin', 'GET', `/api/admin/members/${mdb.uid}/data-export`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; /);
    const zip = readZip(response.rawPayload);
    expect(zip.read('messages.json')).toContain(MDB_TEXT);
    expect(zip.read('messages.json')).not.toContain(AIR_TEXT);
    const audit = await test.app.db
      .selectFrom('audit_events')
      .select(['actor_uid', 'target_uid'])
      .where('action', '=', 'member.data-exported')
      .execute();
    expect(audit).toEqual([{ actor_uid: DEMO_ACCOUNTS.admin.uid, target_uid: mdb.uid }]);
  });

  it('shows an export that failed after its retry as failed, and lets the member ask again', async () => {
    // The zips' folder made impossible to write: every attempt fails.
    const folder = join(test.config.dataDir, 'exports');
    await rename(folder, `${folder}-away`).catch(() => undefined);
    await writeFile(folder, 'not a folder');
    try {
      expect((await call('sport', 'POST', '/api/me/data-export')).statusCode).toBe(202);
      await waitUntil(async () => (await status('sport')).state === 'failed', 60_000);
    } finally {
      await rm(folder);
      await rename(`${folder}-away`, folder).catch(() => undefined);
    }
    expect((await call('sport', 'POST', '/api/me/data-export')).statusCode).toBe(202);
    await waitUntil(async () => (await status('sport')).state === 'ready', 30_000);
  }, 120_000);
});
