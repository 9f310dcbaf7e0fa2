import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../testing/demo-data.js';
import { runJob } from '../../testing/jobs.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
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
        { key_hash: 'purge-expired-key', uid, expires_at: at(-1000) },
        { key_hash: 'purge-valid-key', uid, expires_at: at(HOUR_MS) },
      ])
      .execute();

    const job = await runJob(test.app, PURGE_EXPIRED_JOB);
    expect(job.status).toBe('done');
    expect(Object.keys(job.report ?? {}).sort()).toEqual([
      'authTokens',
      'loginFailures',
      'mediaKeys',
      'passwordResets',
    ]);
    for (const count of Object.values(job.report ?? {})) expect(count).toBeGreaterThanOrEqual(1);

    const ours = (ids: { id: string }[]) => ids.map(({ id }) => id).filter((id) => id.startsWith('purge-'));
    const tokens = await db.selectFrom('auth_tokens').select('token_hash as id').orderBy('id').execute();
    const resets = await db.selectFrom('password_resets').select('token_hash as id').orderBy('id').execute();
    const keys = await db.selectFrom('media_access_keys').select('key_hash as id').orderBy('id').execute();
    expect(ours(tokens)).toEqual(['purge-valid-token']);
    expect(ours(resets)).toEqual(['purge-open-reset', 'purge-recent-reset']);
    expect(ours(keys)).toEqual(['purge-valid-key']);
    const failures = await db.selectFrom('login_failures').select('id').where('id', 'like', 'purge-%').execute();
    expect(failures).toEqual([{ id: 'purge-new-failure' }]);
  });
});
