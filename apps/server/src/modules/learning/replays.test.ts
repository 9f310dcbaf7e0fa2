import type { Replay, ReplayPage, ReplayViewResponse } from '@campus/domain/learning';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.js';

let test: TestApp;
let mdb = '';
let air = '';

beforeAll(async () => {
  test = await createTestApp();
  mdb = await test.signIn('mdb@campus.test');
  air = await test.signIn('air@campus.test');
});
afterAll(() => test.close());

const get = (url: string, token?: string, headers: Record<string, string> = {}) =>
  test.app.inject({ method: 'GET', url, headers: { ...(token ? bearer(token) : {}), ...headers } });
const page = async (query: string, token = mdb) => {
  const response = await get(`/api/replays?${query}`, token);
  expect(response.statusCode).toBe(200);
  return response.json<ReplayPage>();
};

describe('GET /api/replays', () => {
  it("lists a channel's replays newest first, a page at a time", async () => {
    const first = await page('channel=immobilier');
    expect(first.items).toHaveLength(12);
    expect(first.nextCursor).not.toBeNull();
    const second = await page(`channel=immobilier&cursor=${first.nextCursor}`);
    expect(second.items).toHaveLength(2);
    expect(second.nextCursor).toBeNull();
    const dates = [...first.items, ...second.items].map((replay) => replay.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set([...first.items, ...second.items].map((replay) => replay.id)).size).toBe(14);
  });

  it.each(['audio', 'video', 'document'] as const)('filters %s replays', async (type) => {
    const { items } = await page(`channel=immobilier&type=${type}`);
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((replay) => replay.mediaType === type)).toBe(true);
  });

  it('searches titles and descriptions, whatever the case and accents', async () => {
    expect((await page('channel=immobilier&q=FISCALITE')).items.map((replay) => replay.title)).toEqual([
      'Live : la fiscalité du LMNP',
    ]);
    // A word of a description only.
    expect((await page('channel=immobilier&q=lyonnaise')).items.map((replay) => replay.title)).toEqual([
      'Podcast : trois ans de colocation',
    ]);
    expect((await page('channel=immobilier&q=colocation&type=video')).items).toEqual([]);
    // Every word, in any order: not one run of text.
    expect((await page('channel=immobilier&q=LMNP%20fiscalit%C3%A9')).items.map((replay) => replay.title)).toEqual([
      'Live : la fiscalité du LMNP',
    ]);
    expect((await page('channel=immobilier&q=LMNP%20colocation')).items).toEqual([]);
    // Wildcards match themselves.
    expect((await page('channel=immobilier&q=%25')).items).toEqual([]);
  });

  it('links a replay to its past event, with its chapters', async () => {
    const { items } = await page('channel=immobilier&q=debrief');
    expect(items[0]?.event?.title).toBe("Salon de l'immobilier ancien");
    expect(items[0]?.chapters.map((chapter) => chapter.at)).toEqual([0, 3, 6]);
  });

  it('refuses a channel the member does not own, a bad filter and a bad cursor', async () => {
    expect((await get('/api/replays?channel=finance', air)).statusCode).toBe(403);
    expect((await get('/api/replays?channel=immobilier&type=podcast', air)).statusCode).toBe(400);
    expect((await get('/api/replays?channel=immobilier&cursor=nope', air)).statusCode).toBe(400);
  });
});

describe('a replay and its file', () => {
  const financeReplay = async () => (await page('channel=finance')).items[0]!;

  it("refuses another channel's replay and its file, however it is asked for", async () => {
    const replay = await financeReplay();
    expect((await get(`/api/replays/${replay.id}`, air)).statusCode).toBe(404);
    expect((await get(`/api/replays/${replay.id}/file`, air)).statusCode).toBe(404);
    const airKey = new URL((await page('channel=immobilier', air)).items[0]!.fileUrl, 'http://x').searchParams.get(
      'key',
    )!;
    expect((await get(`/api/replays/${replay.id}/file?key=${airKey}`)).statusCode).toBe(404);
  });

  it('serves the media with range requests (206 to bytes=0-1)', async () => {
    const replay = (await page('channel=immobilier&type=video')).items[0]!;
    const response = await get(replay.fileUrl, undefined, { range: 'bytes=0-1' });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toMatch(/^bytes 0-1\/\d+$/);
  });

  it('unlocks a replay once viewed and keeps where the member stopped', async () => {
    const replay = (await page('channel=immobilier&type=audio')).items[0]!;
    expect(replay.isUnlocked).toBe(false);
    const view = await test.app.inject({
      method: 'PUT',
      url: `/api/replays/${replay.id}/view`,
      headers: bearer(mdb),
      payload: { positionSeconds: 4 },
    });
    expect(view.json<ReplayViewResponse>().unlockedMedias).toContain(replay.id);
    const again = (await get(`/api/replays/${replay.id}`, mdb)).json<Replay>();
    expect(again).toMatchObject({ isUnlocked: true, positionSeconds: 4 });
  });
});
