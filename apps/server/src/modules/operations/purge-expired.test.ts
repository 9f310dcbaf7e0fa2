import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../testing/demo-data.js';
import { runJob } from '../../testing/jobs.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { exportFilePath } from '../data-export/data-export.js';
import { PURGE_EXPIRED_JOB } from './purge-expired.js';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const HOUR_MS = 60 * 60 * 1000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

describe('the hourly purge', () => {
  it('deletes what is past its time and keeps what still counts', async () => {
    const { db } = test.app;
    const uid = DEMO_ACCOUNTS.mdb.uid;
    await db
      .insertInto('auth_tokens')
      .values([
        { token_hash: 'purge-expired-token', uid, expires_at: at(-HOUR_MS), created_at: at(-30 * 24 * HOUR_MS) },
        { token_hash: 'purge-valid-token', uid, expires_at: at(HOUR_MS), created_at: at(-HOUR_MS) },
        { token_hash: 'purge-idle-token', uid, expires_at: at(HOUR_MS), created_at: at(-HOUR_MS) },
      ])
      .execute();
    await db
      .insertInto('password_resets')
      .values([
        // Used two hours ago: gone. Used minutes ago: still counts against the hourly limit of reset mails.
        {
          token_hash: 'purge-used-reset',
          uid,
          expires_at: at(-HOUR_MS),
          used_at: at(-2 * HOUR_MS),
          created_at: at(-2 * HOUR_MS),
        },
        {
          token_hash: 'purge-recent-reset',
          uid,
          expires_at: at(HOUR_MS / 2),
          used_at: at(-60_000),
          created_at: at(-HOUR_MS / 2),
        },
        {
          token_hash: 'purge-open-reset',
          uid,
          expires_at: at(HOUR_MS / 2),
          used_at: null,
          created_at: at(-HOUR_MS / 2),
        },
      ])
      .execute();
    await db
      .insertInto('login_failures')
      .values([
        { id: 'purge-old-failure', email: 'x@campus.test', ip: '203.0.113.9', created_at: at(-HOUR_MS) },
        { id: 'purge-new-failure', email: 'x@campus.test', ip: '203.0.113.9', created_at: at(-60_000) },
      ])
      .execute();
    await db
      .insertInto('media_access_keys')
      .values([
        // A session's key goes when it expires, and with its session whatever its own expiry.
        { token_hash: 'purge-idle-token', key_hash: 'purge-expired-key', nonce: 'n1', expires_at: at(-1000) },
        { token_hash: 'purge-valid-token', key_hash: 'purge-valid-key', nonce: 'n2', expires_at: at(HOUR_MS) },
        { token_hash: 'purge-expired-token', key_hash: 'purge-orphan-key', nonce: 'n3', expires_at: at(HOUR_MS) },
      ])
      .execute();

    const mail = (id: string, daysAgo: number) => ({
      id,
      to_address: 'x@campus.test',
      subject: 'Bienvenue',
      text_body: 'Bonjour',
      html_body: '<p>Bonjour</p>',
      created_at: at(-daysAgo * 24 * HOUR_MS),
      sent_at: null,
    });
    // Thirty days in the outbox, as the privacy policy says; sent or not.
    await db
      .insertInto('mail_outbox')
      .values([mail('purge-old-mail', 31), mail('purge-recent-mail', 29)])
      .execute();
    // Data exports (issue 32): an expired one goes with its zip; a ready one and a failed one of today stay.
    const exportRow = (id: string, uid: string, status: 'ready' | 'failed', expiresAt: string | null) => ({
      id,
      uid,
      status,
      token_hash: null,
      size: 1,
      created_at: at(-HOUR_MS),
      ready_at: at(-HOUR_MS),
      expires_at: expiresAt,
    });
    await db
      .insertInto('data_exports')
      .values([
        exportRow('purge-expired-export', uid, 'ready', at(-1000)),
        exportRow('purge-valid-export', DEMO_ACCOUNTS.air.uid, 'ready', at(HOUR_MS)),
        exportRow('purge-failed-export', DEMO_ACCOUNTS.sport.uid, 'failed', null),
      ])
      .execute();
    const expiredZip = exportFilePath(test.config.dataDir, 'purge-expired-export');
    const validZip = exportFilePath(test.config.dataDir, 'purge-valid-export');
    await mkdir(dirname(expiredZip), { recursive: true });
    await writeFile(expiredZip, 'zip');
    await writeFile(validZip, 'zip');

    const job = await runJob(test.app, PURGE_EXPIRED_JOB);
    expect(job.status).toBe('done');
    expect(Object.keys(job.report ?? {}).sort()).toEqual([
      'authTokens',
      'dataExports',
      'loginFailures',
      'mails',
      'mediaKeys',
      'passwordResets',
    ]);
    for (const count of Object.values(job.report ?? {})) expect(count).toBeGreaterThanOrEqual(1);

    const ours = (ids: { id: string }[]) => ids.map(({ id }) => id).filter((id) => id.startsWith('purge-'));
    const tokens = await db.selectFrom('auth_tokens').select('token_hash as id').orderBy('id').execute();
    const resets = await db.selectFrom('password_resets').select('token_hash as id').orderBy('id').execute();
    const keys = await db.selectFrom('media_access_keys').select('key_hash as id').orderBy('id').execute();
    expect(ours(tokens)).toEqual(['purge-idle-token', 'purge-valid-token']);
    expect(ours(resets)).toEqual(['purge-open-reset', 'purge-recent-reset']);
    expect(ours(keys)).toEqual(['purge-valid-key']);
    const failures = await db.selectFrom('login_failures').select('id').where('id', 'like', 'purge-%').execute();
    expect(failures).toEqual([{ id: 'purge-new-failure' }]);
    const mails = await db.selectFrom('mail_outbox').select('id').where('id', 'like', 'purge-%').execute();
    expect(mails).toEqual([{ id: 'purge-recent-mail' }]);
    const exports = await db
      .selectFrom('data_exports')
      .select('id')
      .where('id', 'like', 'purge-%')
      .orderBy('id')
      .execute();
    expect(exports).toEqual([{ id: 'purge-failed-export' }, { id: 'purge-valid-export' }]);
    expect(existsSync(expiredZip)).toBe(false);
    expect(existsSync(validZip)).toBe(true);
  });
});
