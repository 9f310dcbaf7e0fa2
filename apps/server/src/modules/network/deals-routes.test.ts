import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod/mini';
import { dealPageSchema, dealSchema, type Deal, type DealPage, type DealRequest } from '@campus/domain/network';
import type { CreateDiscussionResponse, NotificationPage } from '@campus/domain/messaging';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, demoDealPicture } from '../../testing/demo-data.js';
import { runJob } from '../../testing/jobs.js';
import { GIF_HTML_POLYGLOT, HTML_PAGE, ONE_PIXEL_PNG } from '../../testing/uploads.js';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.js';
import { DEAL_REMINDERS_JOB } from './deal-reminders.js';

let test: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  test = await createTestApp();
  for (const role of ['mdb', 'air', 'admin', 'sport', 'starter'])
    tokens[role] = await test.signIn(`${role}@campus.test`);
});
afterAll(() => test.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, role = 'mdb', payload?: object) =>
  test.app.inject({ method, url: `/api${url}`, headers: bearer(tokens[role] ?? ''), ...(payload && { payload }) });

const REQUEST: DealRequest = {
  title: 'Corps de ferme à réhabiliter',
  marketList: 'MDB',
  condition: 'RENOVATE',
  propertyType: 'HOUSE',
  price: 210000,
  surface: 240,
  rooms: 7,
  city: 'Cluny',
  departmentCode: '71',
  description: 'Trois granges attenantes, potentiel de quatre lots.',
  publish: false,
};

/** `Contacter le vendeur`: the first message of a direct discussion with mdb@ about a deal (issue 34). */
const contactRequest = (dealId: string, text = 'Bonjour, ce deal est-il disponible ?') => ({
  channel: 'immobilier',
  type: 'DIRECT',
  memberIds: [DEMO_ACCOUNTS.mdb.uid],
  targetId: dealId,
  text,
});

async function market(query = '', role = 'mdb'): Promise<DealPage> {
  const response = await call('GET', `/deals${query}`, role);
  expect(response.statusCode, response.body).toBe(200);
  return z.parse(dealPageSchema, response.json());
}

function multipart(field: string, content: Buffer, type = 'image/png') {
  const boundary = '----campus-deal-photo';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="photo.png"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('the market of deals off market', () => {
  it('lists the published deals, newest first, without drafts, closed or expired ones, with their photos', async () => {
    const page = await market();
    expect(page.deals.length).toBe(10);
    expect(page.deals.every((deal) => deal.status === 'published')).toBe(true);
    expect(page.deals[0]?.title).toBe('Plateau de bureaux en centre-ville');
    expect(page.deals.map((deal) => deal.title)).not.toContain('Immeuble mixte vendu');
    expect(page.deals.map((deal) => deal.title)).not.toContain('Duplex sous les toits (brouillon)');
    expect(page.deals[0]?.photos).toHaveLength(2);
    const url = page.deals[0]?.photos[0]?.url ?? '';
    expect(url).toMatch(/^\/api\/deals\/[^/]+\/photos\/[^/]+$/);
    const photo = await test.app.inject({ method: 'GET', url, headers: bearer(tokens.air ?? '') });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox; frame-ancestors 'none'",
    });
    expect(photo.headers['content-disposition']).toMatch(/^inline; filename="[0-9a-f-]{36}\.png"$/);
    expect((await test.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect(JSON.stringify(page)).not.toMatch(/@campus\.test|06 39 98/);
  });

  it('filters and sorts', async () => {
    const rent = await market('?marketList=RENT');
    expect(rent.deals.every((deal) => deal.marketList === 'RENT')).toBe(true);
    const cheap = await market('?sort=price-asc');
    const prices = cheap.deals.map((deal) => deal.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const big = await market('?rooms=5');
    expect(big.deals.every((deal) => deal.rooms >= 5)).toBe(true);
    expect(big.deals.length).toBeGreaterThan(1);
    const two = await market('?rooms=2');
    expect(two.deals.every((deal) => deal.rooms === 2)).toBe(true);
    const reunion = await market('?region=04');
    expect(reunion.deals.map((deal) => deal.city)).toEqual(['Saint-Denis']);
    const range = await market('?minPrice=100000&maxPrice=200000&propertyType=APARTMENT');
    expect(range.deals.map((deal) => deal.title)).toEqual(['T2 rénové proche gare']);
    expect((await call('GET', '/deals?minPrice=beaucoup')).statusCode).toBe(400);
  });

  it('pages through the market with a cursor', async () => {
    const created: string[] = [];
    for (let index = 0; index < 4; index += 1) {
      const response = await call('POST', '/deals', 'admin', { ...REQUEST, title: `Lot ${index}`, publish: true });
      created.push(response.json<Deal>().id);
    }
    const first = await market('?sort=price-desc');
    expect(first.deals).toHaveLength(12);
    expect(first.nextCursor).not.toBeNull();
    const second = await market(`?sort=price-desc&cursor=${encodeURIComponent(first.nextCursor ?? '')}`);
    expect(second.nextCursor).toBeNull();
    const ids = [...first.deals, ...second.deals].map((deal) => deal.id);
    expect(new Set(ids).size).toBe(14);
    for (const id of created) await call('POST', `/deals/${id}/close`, 'admin');
  });

  it('is for the deal-off-market right on the immobilier channel', async () => {
    expect((await call('GET', '/deals', 'sport')).statusCode).toBe(403);
    expect((await call('GET', '/deals', 'air')).statusCode).toBe(200);
    expect((await call('GET', '/deals', 'admin')).statusCode).toBe(200);
    // starter@ has mdb: the right, on immobilier.
    expect((await call('GET', '/deals', 'starter')).statusCode).toBe(200);
  });
});

describe('a deal’s life', () => {
  it('is drafted, edited, published, contacted, and closed by its author', async () => {
    const created = await call('POST', '/deals', 'mdb', REQUEST);
    expect(created.statusCode, created.body).toBe(201);
    const draft = z.parse(dealSchema, created.json());
    expect(draft).toMatchObject({ status: 'draft', isMine: true, publishedAt: null });
    expect((await market()).deals.map((deal) => deal.id)).not.toContain(draft.id);
    expect((await market('?mine=1')).deals.map((deal) => deal.id)).toContain(draft.id);
    // Another member cannot see a draft, nor edit it: every call answers as for a deal that does not exist.
    const foreignCalls = async (id: string) => {
      const photo = multipart('photo', demoDealPicture([10, 10, 10]));
      const photoUpload = await test.app.inject({
        method: 'POST',
        url: `/api/deals/${id}/photos`,
        payload: photo.payload,
        headers: { ...bearer(tokens.air ?? ''), ...photo.headers },
      });
      const answers = [
        await call('GET', `/deals/${id}`, 'air'),
        await call('PUT', `/deals/${id}`, 'air', { ...REQUEST, price: 1 }),
        await call('POST', `/deals/${id}/publish`, 'air'),
        await call('POST', `/deals/${id}/renew`, 'air'),
        await call('POST', `/deals/${id}/close`, 'air'),
        await call('DELETE', `/deals/${id}/photos/p1`, 'air'),
        await call('POST', `/deals/${id}/reports`, 'air', { reason: 'Annonce trompeuse' }),
        photoUpload,
      ];
      return answers.map((response) => ({ status: response.statusCode, body: response.json<unknown>() }));
    };
    const onDraft = await foreignCalls(draft.id);
    expect(onDraft.every((answer) => answer.status === 404)).toBe(true);
    expect(onDraft).toEqual(await foreignCalls('deal-qui-n-existe-pas'));
    // Nor contact its author about it (a target that is no deal at all is a discussion's plain TargetId).
    const contactOnDraft = await call('POST', '/discussions', 'air', contactRequest(draft.id));
    expect(contactOnDraft.statusCode).toBe(404);
    expect(contactOnDraft.json()).toEqual({ error: 'Deal introuvable' });

    const edited = await call('PUT', `/deals/${draft.id}`, 'mdb', { ...REQUEST, price: 199000, publish: true });
    expect(edited.json<Deal>()).toMatchObject({ status: 'published', price: 199000 });
    expect(edited.json<Deal>().expiresAt).not.toBeNull();
    expect((await market()).deals.map((deal) => deal.id)).toContain(draft.id);
    // On the market its existence is no secret: another member is told it is not theirs.
    const foreign = await call('PUT', `/deals/${draft.id}`, 'air', { ...REQUEST, price: 1 });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ error: 'Seul l’auteur du deal peut le modifier' });

    const photo = multipart('photo', demoDealPicture([200, 30, 30]));
    const uploaded = await test.app.inject({
      method: 'POST',
      url: `/api/deals/${draft.id}/photos`,
      headers: { ...bearer(tokens.mdb ?? ''), ...photo.headers },
      payload: photo.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json<Deal>().photos).toHaveLength(1);

    const contact = await call('POST', '/discussions', 'air', contactRequest(draft.id, 'Toujours disponible ?'));
    // air@ and mdb@ already share a direct discussion (demo): it is reused (spec 5) and now attached to the deal.
    expect(contact.statusCode, contact.body).toBe(200);
    const { discussion } = contact.json<CreateDiscussionResponse>();
    expect(discussion).toMatchObject({ type: 'DIRECT', channel: 'immobilier', targetId: draft.id });
    expect(discussion.lastMessage?.text).toBe('Toujours disponible ?');
    expect([...discussion.membersIds].sort()).toEqual([DEMO_ACCOUNTS.air.uid, DEMO_ACCOUNTS.mdb.uid].sort());
    const again = await call('POST', '/discussions', 'air', contactRequest(draft.id, 'Et le prix ?'));
    expect(again.statusCode).toBe(200);
    expect(again.json<CreateDiscussionResponse>().discussion.id).toBe(discussion.id);
    const own = await call('POST', '/discussions', 'mdb', {
      ...contactRequest(draft.id),
      memberIds: [DEMO_ACCOUNTS.air.uid],
    });
    expect(own.statusCode).toBe(400);
    expect(own.json()).toEqual({ error: 'Vous êtes l’auteur de ce deal' });

    const closed = await call('POST', `/deals/${draft.id}/close`, 'mdb');
    expect(closed.json<Deal>().status).toBe('closed');
    expect((await market()).deals.map((deal) => deal.id)).not.toContain(draft.id);
    const reopened = await call('PUT', `/deals/${draft.id}`, 'mdb', REQUEST);
    expect(reopened.statusCode).toBe(409);
    expect(reopened.json()).toEqual({ error: 'Ce deal est clôturé' });
    expect((await call('POST', '/discussions', 'air', contactRequest(draft.id))).statusCode).toBe(404);
  });

  it('attaches an existing direct discussion to the deal contacted', async () => {
    const deal = (await market()).deals.find((item) => item.author.uid === DEMO_ACCOUNTS.mdb.uid);
    expect(deal).toBeDefined();
    const response = await call('POST', '/discussions', 'admin', contactRequest(deal?.id ?? ''));
    expect(response.json<CreateDiscussionResponse>().discussion.targetId).toBe(deal?.id);
  });

  it('creates the buyer’s discussion with the seller with its first message, under the deal’s rules (issue 34)', async () => {
    const deal = (await call('POST', '/deals', 'mdb', { ...REQUEST, publish: true })).json<Deal>();
    const about = async (role: string) => {
      const page = await call('GET', '/discussions?channel=immobilier', role);
      const { items } = page.json<{ items: { targetId: string | null; lastMessage: { text: string } | null }[] }>();
      return items.filter((item) => item.targetId === deal.id);
    };
    // The rules, checked before anything is created: a message, the deal's seller on the immobilier channel.
    const refused = [
      await call('POST', '/discussions', 'starter', { ...contactRequest(deal.id), text: undefined }),
      await call('POST', '/discussions', 'starter', { ...contactRequest(deal.id), memberIds: [DEMO_ACCOUNTS.air.uid] }),
      await call('POST', '/discussions', 'starter', { ...contactRequest(deal.id), channel: 'entrepreneuriat' }),
      await call('POST', '/discussions', 'mdb', { ...contactRequest(deal.id), memberIds: [DEMO_ACCOUNTS.air.uid] }),
    ];
    expect(refused.map((response) => response.statusCode)).toEqual([400, 400, 400, 400]);
    expect(refused.map((response) => response.json<{ error: string }>().error)).toEqual([
      'Le message ne peut pas être vide',
      'Une discussion sur un deal se tient avec son vendeur, sur la chaîne Immobilier',
      'Une discussion sur un deal se tient avec son vendeur, sur la chaîne Immobilier',
      'Vous êtes l’auteur de ce deal',
    ]);
    // A member who may not see the deals off market (sport@: no immobilier channel) is told there is no such deal.
    const outsider = await call('POST', '/discussions', 'sport', contactRequest(deal.id));
    expect(outsider.statusCode).toBe(404);
    expect(outsider.json()).toEqual({ error: 'Deal introuvable' });
    expect(await about('starter')).toEqual([]);
    expect(await about('mdb')).toEqual([]);

    const contact = await call(
      'POST',
      '/discussions',
      'starter',
      contactRequest(deal.id, 'Bonjour, est-il visitable ?'),
    );
    expect([200, 201]).toContain(contact.statusCode);
    const { discussion, message } = contact.json<CreateDiscussionResponse>();
    expect(discussion).toMatchObject({ type: 'DIRECT', channel: 'immobilier', targetId: deal.id });
    expect(message?.text).toBe('Bonjour, est-il visitable ?');
    expect((await about('starter')).map((item) => item.lastMessage?.text)).toEqual(['Bonjour, est-il visitable ?']);
    expect((await about('mdb')).map((item) => item.lastMessage?.text)).toEqual(['Bonjour, est-il visitable ?']);

    // Off the market, the deal cannot be contacted any more.
    await call('POST', `/deals/${deal.id}/close`, 'mdb');
    const closed = await call('POST', '/discussions', 'starter', contactRequest(deal.id, 'Encore là ?'));
    expect(closed.statusCode).toBe(404);
  });

  it('expires at its expiry date, leaves the market, and is renewed by its author', async () => {
    const created = (await call('POST', '/deals', 'mdb', { ...REQUEST, publish: true })).json<Deal>();
    await test.app.db
      .updateTable('deals')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', created.id)
      .execute();
    expect((await market()).deals.map((deal) => deal.id)).not.toContain(created.id);
    const mine = (await market('?mine=1')).deals.find((deal) => deal.id === created.id);
    expect(mine?.status).toBe('expired');
    const renewed = await call('POST', `/deals/${created.id}/renew`, 'mdb');
    expect(renewed.json<Deal>().status).toBe('published');
    expect((await market()).deals.map((deal) => deal.id)).toContain(created.id);
    await call('POST', `/deals/${created.id}/close`, 'mdb');
  });

  it('reminds its author once before it expires, from the daily job; reading the market writes nothing', async () => {
    const created = (
      await call('POST', '/deals', 'mdb', { ...REQUEST, title: 'Bientôt expiré', publish: true })
    ).json<Deal>();
    await test.app.db
      .updateTable('deals')
      .set({ expires_at: new Date(Date.now() + 2 * 24 * 3600 * 1000).toISOString() })
      .where('id', '=', created.id)
      .execute();
    const reminders = async () => {
      const notifications = (await call('GET', '/notifications?channel=immobilier')).json<NotificationPage>();
      return notifications.items.filter((item) => item.text.includes('« Bientôt expiré » expire bientôt'));
    };
    await market('', 'air');
    await market('', 'air');
    expect(await reminders()).toHaveLength(0);

    const job = await runJob(test.app, DEAL_REMINDERS_JOB);
    expect(job).toMatchObject({ status: 'done', attempts: 1, error: null });
    expect(job.report?.reminded).toBeGreaterThanOrEqual(1);
    expect(await reminders()).toHaveLength(1);
    expect((await runJob(test.app, DEAL_REMINDERS_JOB)).report).toEqual({ reminded: 0 });
    expect(await reminders()).toHaveLength(1);
    expect((await market('?mine=1')).deals.find((deal) => deal.id === created.id)?.expiringSoon).toBe(true);
    await call('POST', `/deals/${created.id}/close`, 'mdb');
  });

  it('refuses a photo over 10 MB with a 413, and a non-image', async () => {
    const created = (await call('POST', '/deals', 'mdb', REQUEST)).json<Deal>();
    const big = multipart('photo', Buffer.alloc(10 * 1024 * 1024 + 10, 1));
    const tooLarge = await test.app.inject({
      method: 'POST',
      url: `/api/deals/${created.id}/photos`,
      headers: { ...bearer(tokens.mdb ?? ''), ...big.headers },
      payload: big.payload,
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ errors: { photo: ['Les fichiers sont trop lourds : 10 Mo maximum'] } });
    const text = multipart('photo', Buffer.from('bonjour'), 'text/plain');
    const refused = await test.app.inject({
      method: 'POST',
      url: `/api/deals/${created.id}/photos`,
      headers: { ...bearer(tokens.mdb ?? ''), ...text.headers },
      payload: text.payload,
    });
    expect(refused.statusCode).toBe(400);
  });

  it("serves a draft's photos to its author and the admins only (404 to others), never as a public picture", async () => {
    const draft = (await call('POST', '/deals', 'mdb', REQUEST)).json<Deal>();
    const photo = multipart('photo', ONE_PIXEL_PNG);
    const uploaded = await test.app.inject({
      method: 'POST',
      url: `/api/deals/${draft.id}/photos`,
      headers: { ...bearer(tokens.mdb ?? ''), ...photo.headers },
      payload: photo.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const [stored] = uploaded.json<Deal>().photos;
    const url = stored?.url ?? '';
    const get = (role: string) => test.app.inject({ method: 'GET', url, headers: bearer(tokens[role] ?? '') });

    const mine = await get('mdb');
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect(mine.rawPayload.equals(ONE_PIXEL_PNG)).toBe(true);
    expect((await get('admin')).statusCode).toBe(200);
    const other = await get('air');
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ error: 'Deal introuvable' });

    // The stored picture is not public under /uploads either, by its name.
    const fileName = readdirSync(test.app.pictures.directory).find((name) =>
      readFileSync(join(test.app.pictures.directory, name)).equals(ONE_PIXEL_PNG),
    );
    expect(fileName).toBeDefined();
    expect((await test.app.inject({ method: 'GET', url: `/uploads/pictures/${fileName}` })).statusCode).toBe(404);

    // Published, whoever sees the deal sees its photos.
    expect((await call('POST', `/deals/${draft.id}/publish`, 'mdb')).statusCode).toBe(200);
    expect((await get('air')).statusCode).toBe(200);
    expect((await get('air')).headers['content-type']).toBe('image/png');
  });

  it('refuses a GIF header followed by a page (a polyglot) and HTML sent as a PNG', async () => {
    const created = (await call('POST', '/deals', 'mdb', REQUEST)).json<Deal>();
    for (const content of [GIF_HTML_POLYGLOT, HTML_PAGE]) {
      const photo = multipart('photo', content, 'image/gif');
      const refused = await test.app.inject({
        method: 'POST',
        url: `/api/deals/${created.id}/photos`,
        headers: { ...bearer(tokens.mdb ?? ''), ...photo.headers },
        payload: photo.payload,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        error: 'Format d’image non pris en charge (JPEG, PNG, WebP ou GIF)',
        errors: { photo: ['Format d’image non pris en charge (JPEG, PNG, WebP ou GIF)'] },
      });
    }
    expect((await call('GET', `/deals/${created.id}`)).json<Deal>().photos).toEqual([]);
  });

  it('refuses an invalid deal with French violations per field', async () => {
    const response = await call('POST', '/deals', 'mdb', { ...REQUEST, title: ' ', price: -3, marketList: 'SALE' });
    expect(response.statusCode).toBe(400);
    const { errors } = response.json<{ errors: Record<string, string[]> }>();
    expect(Object.keys(errors).sort()).toEqual(['marketList', 'price', 'title']);
    expect(errors.title).toEqual(['Ce champs est obligatoire']);
  });
});

describe('moderation', () => {
  it('lets a member report a deal once, and an admin hide it with a notification to its author', async () => {
    const deal = (await market()).deals.find((item) => item.author.uid === DEMO_ACCOUNTS.mdb.uid);
    const id = deal?.id ?? '';
    const reported = await call('POST', `/deals/${id}/reports`, 'air', { reason: 'Annonce en double' });
    expect(reported.statusCode).toBe(204);
    expect((await call('POST', `/deals/${id}/reports`, 'air', { reason: 'Encore' })).statusCode).toBe(409);
    expect((await call('GET', '/deals/reports', 'mdb')).statusCode).toBe(403);
    const reports = (await call('GET', '/deals/reports', 'admin')).json<{ dealId: string; reason: string }[]>();
    expect(reports).toEqual([expect.objectContaining({ dealId: id, reason: 'Annonce en double' })]);

    expect((await call('POST', `/deals/${id}/hide`, 'mdb')).statusCode).toBe(403);
    expect((await call('POST', `/deals/${id}/hide`, 'admin')).statusCode).toBe(204);
    expect((await market()).deals.map((item) => item.id)).not.toContain(id);
    expect((await call('GET', '/deals/reports', 'admin')).json()).toEqual([]);
    const mine = (await market('?mine=1')).deals.find((item) => item.id === id);
    expect(mine?.isHidden).toBe(true);
    const notifications = (await call('GET', '/notifications?channel=immobilier')).json<NotificationPage>();
    expect(notifications.items[0]?.text).toBe(`Votre deal « ${deal?.title ?? ''} » a été masqué par la modération`);
  });
});
