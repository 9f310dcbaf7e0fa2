import type { CourseDetail, ReplayPage } from '@campus/domain/learning';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../testing/demo-data.js';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.js';
import { hashToken } from '../../platform/tokens.js';
import { MEDIA_KEY_LIFETIME_MS } from './media-keys.js';

// Issue 32: a media key is its session's, lasts hours not days, is one per session and opens only what its member
// may see at the time of the request.
let test: TestApp;
let admin: string;
beforeAll(async () => {
  test = await createTestApp();
  admin = await test.signIn('admin@campus.test');
});
afterAll(() => test.close());

const get = (url: string, token?: string) =>
  test.app.inject({ method: 'GET', url, headers: { ...(token ? bearer(token) : {}), range: 'bytes=0-1' } });

async function lessonFileUrl(token: string, courseId = 'demo-course-immo-1'): Promise<string> {
  const response = await get(`/api/courses/${courseId}`, token);
  expect(response.statusCode).toBe(200);
  const lesson = response.json<CourseDetail>().modules.flatMap((module) => module.lessons)[0]!;
  return lesson.fileUrl!;
}

async function replayFileUrl(token: string): Promise<string> {
  const response = await get('/api/replays?channel=immobilier&type=video', token);
  expect(response.statusCode).toBe(200);
  return response.json<ReplayPage>().items[0]!.fileUrl;
}

const keyOf = (fileUrl: string) => new URL(fileUrl, 'http://x').searchParams.get('key')!;

const keyRows = (token: string) =>
  test.app.db.selectFrom('media_access_keys').selectAll().where('token_hash', '=', hashToken(token)).execute();

describe('media keys', () => {
  it('20 listings leave one key of the session, the same in every URL', async () => {
    const token = await test.signIn('air@campus.test');
    const urls: string[] = [];
    for (let listing = 0; listing < 10; listing += 1) {
      urls.push(await lessonFileUrl(token), await replayFileUrl(token));
    }
    expect(new Set(urls.map(keyOf)).size).toBe(1);
    expect(await keyRows(token)).toHaveLength(1);
    expect((await get(urls[0]!)).statusCode).toBe(206);
    // Another session of the same member has its own key.
    const other = await test.signIn('air@campus.test');
    expect(keyOf(await lessonFileUrl(other))).not.toBe(keyOf(urls[0]!));
  });

  it('stops opening files once its session signs out; the member’s other sessions keep theirs', async () => {
    const token = await test.signIn('air@campus.test');
    const other = await test.signIn('air@campus.test');
    const lessonUrl = await lessonFileUrl(token);
    const replayUrl = await replayFileUrl(token);
    const otherUrl = await lessonFileUrl(other);
    expect((await get(lessonUrl)).statusCode).toBe(206);
    const logout = await test.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(logout.statusCode).toBe(204);
    expect((await get(lessonUrl)).statusCode).toBe(401);
    expect((await get(replayUrl)).statusCode).toBe(401);
    expect(await keyRows(token)).toHaveLength(0);
    expect((await get(otherUrl)).statusCode).toBe(206);
  });

  it('stops with a session rotated by the token refresh, and with every session of a deactivated member', async () => {
    const token = await test.signIn('sport@campus.test');
    const url = await lessonFileUrl(token, 'demo-course-sport-1');
    const refresh = await test.app.inject({ method: 'POST', url: '/api/me/refresh', headers: bearer(token) });
    expect(refresh.statusCode).toBe(200);
    expect((await get(url)).statusCode).toBe(401);
    const fresh = refresh.json<{ token: string }>().token;
    const freshUrl = await lessonFileUrl(fresh, 'demo-course-sport-1');
    expect((await get(freshUrl)).statusCode).toBe(206);

    const deactivate = await test.app.inject({
      method: 'PATCH',
      url: `/api/admin/members/${DEMO_ACCOUNTS.sport.uid}`,
      headers: bearer(admin),
      payload: { status: 'deactivated' },
    });
    expect(deactivate.statusCode).toBe(200);
    expect((await get(freshUrl)).statusCode).toBe(401);
  });

  it('is refused once expired, and the next listing gives a new key', async () => {
    const token = await test.signIn('mdb@campus.test');
    const url = await lessonFileUrl(token);
    expect((await get(url)).statusCode).toBe(206);
    await test.app.db
      .updateTable('media_access_keys')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', hashToken(token))
      .execute();
    expect((await get(url)).statusCode).toBe(401);
    const renewed = await lessonFileUrl(token);
    expect(keyOf(renewed)).not.toBe(keyOf(url));
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(renewed)).statusCode).toBe(206);
  });

  it('lasts two hours from the last listing, and is prolonged by its use past half of them', async () => {
    const token = await test.signIn('mdb@campus.test');
    const before = Date.now();
    const url = await lessonFileUrl(token);
    const [row] = await keyRows(token);
    expect(Date.parse(row!.expires_at) - before).toBeGreaterThanOrEqual(MEDIA_KEY_LIFETIME_MS - 1000);
    expect(Date.parse(row!.expires_at) - before).toBeLessThanOrEqual(MEDIA_KEY_LIFETIME_MS + 1000);
    const soon = new Date(Date.now() + 10 * 60 * 1000).toISOString();
    await test.app.db
      .updateTable('media_access_keys')
      .set({ expires_at: soon })
      .where('token_hash', '=', hashToken(token))
      .execute();
    expect((await get(url)).statusCode).toBe(206);
    const [used] = await keyRows(token);
    expect(Date.parse(used!.expires_at)).toBeGreaterThan(Date.now() + MEDIA_KEY_LIFETIME_MS / 2);
  });

  it('opens only the files its member may see at the time: a channel taken away closes its files', async () => {
    const token = await test.signIn('air@campus.test');
    const lessonUrl = await lessonFileUrl(token);
    const replayUrl = await replayFileUrl(token);
    // Never another channel's file, with the key of a session of a member of immobilier.
    const key = keyOf(lessonUrl);
    expect((await get(`/api/lessons/demo-course-finance-1-l1/file?key=${key}`)).statusCode).toBe(404);
    const { uid } = DEMO_ACCOUNTS.air;
    const owned = await test.app.db.selectFrom('user_channels').selectAll().where('uid', '=', uid).execute();
    await test.app.db.deleteFrom('user_channels').where('uid', '=', uid).where('channel', '=', 'immobilier').execute();
    try {
      expect((await get(lessonUrl)).statusCode).toBe(404);
      expect((await get(replayUrl)).statusCode).toBe(404);
    } finally {
      await test.app.db
        .insertInto('user_channels')
        .values(owned.filter((row) => row.channel === 'immobilier'))
        .execute();
    }
    expect((await get(lessonUrl)).statusCode).toBe(206);
  });

  it('is refused when made up, or without a session behind it', async () => {
    expect((await get('/api/lessons/demo-course-immo-1-l1/file?key=' + 'A'.repeat(43))).statusCode).toBe(401);
    expect((await get('/api/lessons/demo-course-immo-1-l1/file')).statusCode).toBe(401);
  });
});
