import {
  HIDDEN_MESSAGE_TEXT,
  MODERATION_MESSAGES,
  REPORTS_PER_HOUR,
  formatSuspensionEnd,
  type DecisionResponse,
  type ModerationQueue,
  type MyReport,
  type MyReportsResponse,
  type QueueItem,
} from '@campus/domain/moderation';
import {
  directDiscussionId,
  type DiscussionResponse,
  type Message,
  type MessagePage,
  type NotificationPage,
} from '@campus/domain/messaging';
import type { ServerMessage } from '@campus/domain/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, OTHER_MEMBERS } from '../../testing/demo-data.js';
import { RealtimeTestClient } from '../../testing/realtime-client.js';
import { bearer, createTestApp, errorBody, type TestApp } from '../../testing/test-app.js';

type Who = 'admin' | 'mdb' | 'air' | 'sport' | 'starter' | 'prospect';
let test: TestApp;
let baseUrl = '';
const tokens: Record<Who, string> = { admin: '', mdb: '', air: '', sport: '', starter: '', prospect: '' };
const clients: RealtimeTestClient[] = [];
const { mdb, air, sport, admin } = DEMO_ACCOUNTS;
const mdbAndAir = directDiscussionId([mdb.uid, air.uid]);

beforeAll(async () => {
  test = await createTestApp();
  baseUrl = await test.app.listen({ port: 0, host: '127.0.0.1' });
  for (const who of Object.keys(tokens) as Who[]) tokens[who] = await test.signIn(`${who}@campus.test`);
});
afterAll(async () => {
  for (const client of clients) client.close();
  await test.close();
});

type Method = 'GET' | 'POST' | 'DELETE';
const call = (who: Who, method: Method, url: string, payload?: object) =>
  test.app.inject({ method, url: `/api${url}`, headers: bearer(tokens[who]), ...(payload && { payload }) });

async function live(who: Who): Promise<RealtimeTestClient> {
  const client = new RealtimeTestClient(baseUrl);
  clients.push(client);
  return client.signIn(tokens[who]);
}

/** Posts a message of the journey's own to the mdb/air discussion. */
async function postMessage(who: Who, text: string): Promise<Message> {
  const response = await call(who, 'POST', `/discussions/${mdbAndAir}/messages`, { text });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ message: Message }>().message;
}

async function report(who: Who, targetKind: string, targetId: string, reason = 'spam', comment?: string) {
  return call(who, 'POST', '/reports', { targetKind, targetId, reason, ...(comment && { comment }) });
}

async function queue(query = ''): Promise<ModerationQueue> {
  const response = await call('admin', 'GET', `/admin/moderation${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ModerationQueue>();
}

const itemOf = async (kind: string, id: string): Promise<QueueItem | undefined> =>
  (await queue()).items.find((item) => item.target.kind === kind && item.target.id === id);

async function messagesSeenBy(who: Who): Promise<Message[]> {
  const response = await call(who, 'GET', `/discussions/${mdbAndAir}/messages`);
  expect(response.statusCode).toBe(200);
  return response.json<MessagePage>().items;
}

async function mine(who: Who): Promise<MyReport[]> {
  return (await call(who, 'GET', '/reports/mine')).json<MyReportsResponse>().items;
}

async function journal(action: string, subject: string) {
  return test.app.db
    .selectFrom('audit_events')
    .selectAll()
    .where('action', '=', action as 'message.hidden')
    .where('subject', '=', subject)
    .execute();
}

async function decide(url: string, payload?: object): Promise<DecisionResponse['decision']> {
  const response = await call('admin', 'POST', `/admin/moderation${url}`, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<DecisionResponse>().decision;
}

describe('moderation rights per role', () => {
  it('lets customers report, refuses a prospect, and opens the queue and its actions to MDB_ADMIN only', async () => {
    expect((await report('prospect', 'member', mdb.uid)).statusCode).toBe(403);
    expect((await call('prospect', 'GET', '/reports/mine')).statusCode).toBe(403);
    for (const who of ['mdb', 'air', 'sport', 'starter', 'prospect'] as const) {
      expect((await call(who, 'GET', '/admin/moderation')).statusCode, who).toBe(403);
      expect((await call(who, 'POST', `/admin/moderation/member/${air.uid}/dismiss`)).statusCode, who).toBe(403);
      expect((await call(who, 'POST', '/admin/moderation/decisions/x/reverse')).statusCode, who).toBe(403);
    }
    expect((await call('admin', 'GET', '/admin/moderation')).statusCode).toBe(200);
    expect((await call('admin', 'GET', '/admin/moderation?status=later')).statusCode).toBe(400);
  });
});

describe('reporting', () => {
  it('answers 404 for what the reporter cannot see, exactly as for what does not exist', async () => {
    const message = await postMessage('air', 'Un message entre mdb et air');
    const nothing = await report('sport', 'message', 'message-inexistant');
    expect(nothing.statusCode).toBe(404);
    expect(errorBody(nothing).error).toBe(MODERATION_MESSAGES.targetNotFound);
    // Sport is not in the discussion, finds no deals off market, and cannot see a closed account.
    for (const [kind, id] of [
      ['message', message.id],
      ['discussion', mdbAndAir],
      ['deal', 'demo-deal-01'],
      ['member', 'membre-inexistant'],
    ] as const) {
      const answer = await report('sport', kind, id);
      expect(answer.statusCode, `${kind} ${id}`).toBe(404);
      expect(answer.json()).toEqual(nothing.json());
    }
    expect((await report('air', 'message', message.id)).statusCode).toBe(400);
    expect((await report('air', 'member', air.uid)).statusCode).toBe(400);
    const badReason = await report('mdb', 'message', message.id, 'ennuyeux');
    expect(badReason.statusCode).toBe(400);
    expect(errorBody(badReason).errors?.reason).toEqual(['Cette valeur ne fait pas partie des choix possibles']);
    const longComment = await report('mdb', 'message', message.id, 'spam', 'x'.repeat(1001));
    expect(errorBody(longComment).errors?.comment).toEqual(['Cette valeur doit contenir au plus 1000 caractères']);
  });

  it('keeps one open report per member and thing, which its reporter alone withdraws', async () => {
    const message = await postMessage('air', 'Achetez mes formations miracles');
    const first = await report('mdb', 'message', message.id, 'spam', 'Publicité répétée');
    expect(first.statusCode, first.body).toBe(201);
    const again = await report('mdb', 'message', message.id, 'scam');
    expect(again.statusCode).toBe(409);
    expect(errorBody(again).error).toBe(MODERATION_MESSAGES.alreadyReported);
    const { report: made } = first.json<{ report: MyReport }>();
    expect((await mine('mdb'))[0]).toMatchObject({ id: made.id, status: 'open', comment: 'Publicité répétée' });
    expect((await call('air', 'DELETE', `/reports/${made.id}`)).statusCode).toBe(404);
    expect((await call('mdb', 'DELETE', `/reports/${made.id}`)).statusCode).toBe(204);
    expect((await call('mdb', 'DELETE', `/reports/${made.id}`)).statusCode).toBe(409);
    expect((await mine('mdb')).find((item) => item.id === made.id)?.status).toBe('withdrawn');
    expect((await report('mdb', 'message', message.id)).statusCode).toBe(201);
  });

  it('never hides anything on reports alone: one member reporting and withdrawing again and again counts once', async () => {
    const message = await postMessage('air', 'Un message que mdb signale en boucle');
    for (let round = 0; round < 4; round += 1) {
      const made = await report('mdb', 'message', message.id, 'harassment');
      expect(made.statusCode).toBe(201);
      const item = await itemOf('message', message.id);
      expect(item?.reporterCount).toBe(1);
      expect(item?.reports).toHaveLength(1);
      expect(item?.target.isHidden).toBe(false);
      expect((await call('mdb', 'DELETE', `/reports/${made.json<{ report: MyReport }>().report.id}`)).statusCode).toBe(
        204,
      );
    }
    expect(await itemOf('message', message.id)).toBeUndefined();
    for (const who of ['mdb', 'air'] as const) {
      const seen = (await messagesSeenBy(who)).find((item) => item.id === message.id);
      expect(seen).toMatchObject({ text: message.text });
      expect(seen?.isHidden).toBeUndefined();
    }
  });

  it('gathers the deal reports of the market in the same queue', async () => {
    const reported = await call('air', 'POST', '/deals/demo-deal-01/reports', { reason: 'Prix irréaliste' });
    expect(reported.statusCode, reported.body).toBe(204);
    const item = await itemOf('deal', 'demo-deal-01');
    expect(item?.reports[0]).toMatchObject({ reason: 'other', comment: 'Prix irréaliste' });
    expect(item?.target.link).toBe('/circle/market?id=demo-deal-01');
    const deals = (await call('admin', 'GET', '/deals/reports')).json<{ dealId: string; reason: string }[]>();
    expect(deals).toContainEqual(expect.objectContaining({ dealId: 'demo-deal-01', reason: 'Prix irréaliste' }));
    await decide('/deal/demo-deal-01/dismiss');
    expect(await itemOf('deal', 'demo-deal-01')).toBeUndefined();
  });
});

describe('decisions', () => {
  it('hides a message for everyone, live and in previews, tells the reporter, and shows it again when undone', async () => {
    const message = await postMessage('air', 'Un message injurieux');
    const conversation = await live('mdb');
    await conversation.subscribe('m', { kind: 'messages', discussionId: mdbAndAir });
    expect((await report('mdb', 'message', message.id, 'harassment')).statusCode).toBe(201);

    const decision = await decide(`/message/${message.id}/hide`);
    expect(decision).toMatchObject({
      action: 'hide',
      reportCount: 1,
      target: { isHidden: true, member: { uid: air.uid } },
    });
    const changed = await conversation.waitFor(
      (frame: ServerMessage) => frame.type === 'changes' && frame.changes.some((change) => change.type === 'modified'),
    );
    expect(changed).toMatchObject({
      changes: [{ type: 'modified', document: { id: message.id, text: HIDDEN_MESSAGE_TEXT, isHidden: true } }],
    });
    for (const who of ['mdb', 'air'] as const) {
      expect((await messagesSeenBy(who)).find((item) => item.id === message.id)).toMatchObject({
        text: HIDDEN_MESSAGE_TEXT,
        isHidden: true,
      });
    }
    const preview = (await call('air', 'GET', `/discussions/${mdbAndAir}`)).json<DiscussionResponse>();
    expect(preview.discussion.lastMessage?.text).toBe(HIDDEN_MESSAGE_TEXT);
    expect((await mine('mdb'))[0]).toMatchObject({ targetId: message.id, status: 'actioned' });
    const told = (await call('mdb', 'GET', '/notifications?channel=immobilier')).json<NotificationPage>();
    expect(told.items[0]?.text).toBe('Votre signalement a été traité par la modération');
    expect(await journal('message.hidden', `message:${message.id}`)).toHaveLength(1);
    expect((await call('admin', 'POST', `/admin/moderation/message/${message.id}/hide`)).statusCode).toBe(409);

    const undone = await call('admin', 'POST', `/admin/moderation/decisions/${decision.id}/reverse`);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json<DecisionResponse>().decision.reversedBy?.uid).toBe(admin.uid);
    expect((await messagesSeenBy('air')).find((item) => item.id === message.id)).toEqual(message);
    expect(
      (await call('air', 'GET', `/discussions/${mdbAndAir}`)).json<DiscussionResponse>().discussion.lastMessage?.text,
    ).toBe(message.text);
    // Undone, the report waits again for a decision; undoing twice is refused.
    expect((await mine('mdb'))[0]).toMatchObject({ targetId: message.id, status: 'open' });
    expect(await journal('moderation.reversed', `message:${message.id}`)).toHaveLength(1);
    expect((await call('admin', 'POST', `/admin/moderation/decisions/${decision.id}/reverse`)).statusCode).toBe(409);

    await decide(`/message/${message.id}/dismiss`);
    const dismissed = (await call('mdb', 'GET', '/notifications?channel=immobilier')).json<NotificationPage>();
    expect(dismissed.items[0]?.text).toBe('Votre signalement a été classé sans suite par la modération');
    expect((await mine('mdb'))[0]?.status).toBe('dismissed');
    expect((await call('admin', 'POST', `/admin/moderation/message/${message.id}/dismiss`)).statusCode).toBe(409);
    const history = await queue('?status=resolved&kind=message');
    expect(history.decisions.slice(0, 2).map((item) => [item.action, item.reversedAt !== null])).toEqual([
      ['dismiss', false],
      ['hide', true],
    ]);
  });

  it('refuses to hide a member or a discussion, and to sanction oneself', async () => {
    expect((await call('admin', 'POST', `/admin/moderation/member/${air.uid}/hide`)).statusCode).toBe(400);
    expect((await call('admin', 'POST', `/admin/moderation/discussion/${mdbAndAir}/hide`)).statusCode).toBe(400);
    expect((await call('admin', 'POST', `/admin/moderation/note/${air.uid}/hide`)).statusCode).toBe(400);
    const self = await call('admin', 'POST', `/admin/moderation/member/${admin.uid}/suspend`, { days: 1 });
    expect(errorBody(self).error).toBe(MODERATION_MESSAGES.ownAccount);
    expect((await call('admin', 'POST', `/admin/moderation/member/${air.uid}/suspend`, { days: 0 })).statusCode).toBe(
      400,
    );
    expect((await call('admin', 'POST', `/admin/moderation/member/${air.uid}/warn`, { text: ' ' })).statusCode).toBe(
      400,
    );
  });

  it('warns a member in the moderator’s words, and takes the warning back when undone', async () => {
    const decision = await decide(`/member/${air.uid}/warn`, { text: 'Merci de rester courtois.' });
    const warnings = async () =>
      (await call('air', 'GET', '/notifications?channel=entrepreneuriat'))
        .json<NotificationPage>()
        .items.filter((item) => item.kind === 'moderation-warning');
    expect((await warnings()).map((item) => item.text)).toEqual([
      'Avertissement de la modération : Merci de rester courtois.',
    ]);
    expect(await journal('member.warned', `member:${air.uid}`)).toHaveLength(1);
    expect((await call('admin', 'POST', `/admin/moderation/decisions/${decision.id}/reverse`)).statusCode).toBe(200);
    expect(await warnings()).toEqual([]);
  });

  it('suspends a member: sessions end, sign-in is refused until the end, which lifts it, as undoing does', async () => {
    const socket = await live('sport');
    const decision = await decide(`/member/${sport.uid}/suspend`, { days: 3 });
    expect(decision.target.suspendedUntil).not.toBeNull();
    expect(await socket.closed()).toBe(4401);
    expect((await call('sport', 'GET', '/me')).statusCode).toBe(401);
    const refused = await test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'sport@campus.test', password: 'campus-demo-2026' },
    });
    expect(refused.statusCode).toBe(403);
    expect(errorBody(refused).error).toBe(
      MODERATION_MESSAGES.suspendedAccount(formatSuspensionEnd(decision.target.suspendedUntil ?? '')),
    );
    expect((await call('admin', 'POST', `/admin/moderation/member/${sport.uid}/suspend`, { days: 1 })).statusCode).toBe(
      409,
    );
    expect(await journal('member.suspended', `member:${sport.uid}`)).toHaveLength(1);

    // The end comes: nothing runs, the time is compared.
    await test.app.db
      .updateTable('users')
      .set({ suspended_until: new Date(Date.now() - 1000).toISOString() })
      .where('uid', '=', sport.uid)
      .execute();
    tokens.sport = await test.signIn('sport@campus.test');

    const again = await decide(`/member/${sport.uid}/suspend`, { days: 30 });
    await expect(test.signIn('sport@campus.test')).rejects.toThrow(/suspendu/);
    const undone = await call('admin', 'POST', `/admin/moderation/decisions/${again.id}/reverse`);
    expect(undone.statusCode).toBe(200);
    tokens.sport = await test.signIn('sport@campus.test');
    expect((await call('sport', 'GET', '/me')).statusCode).toBe(200);
  });
});

describe('the live queue', () => {
  it('tells an open admin queue when a report arrives and when it is settled; members may not follow it', async () => {
    const other = OTHER_MEMBERS[0]?.uid ?? '';
    const watcher = await live('admin');
    const snapshot = await watcher.subscribe('q', { kind: 'moderation' });
    expect(snapshot).toMatchObject({ type: 'snapshot', documents: [] });
    const before = snapshot.type === 'snapshot' ? (snapshot.unreadCount ?? 0) : 0;
    let from = watcher.messages.length;
    expect((await report('starter', 'member', other, 'scam')).statusCode).toBe(201);
    await watcher.waitFor((frame) => frame.type === 'changes' && frame.unreadCount === before + 1, from);
    from = watcher.messages.length;
    await decide(`/member/${other}/dismiss`);
    await watcher.waitFor((frame) => frame.type === 'changes' && frame.unreadCount === before, from);

    const member = await live('mdb');
    expect(await member.subscribe('q', { kind: 'moderation' })).toMatchObject({ type: 'error', code: 'forbidden' });
  });
});

describe('the report limit', () => {
  it(`takes ${REPORTS_PER_HOUR} reports an hour from a member, withdrawn ones included`, async () => {
    const targets = OTHER_MEMBERS.slice(1, REPORTS_PER_HOUR + 1).map((member) => member.uid);
    expect(targets).toHaveLength(REPORTS_PER_HOUR);
    const already = await mine('starter');
    for (const [index, uid] of targets.entries()) {
      if (index < REPORTS_PER_HOUR - already.length)
        expect((await report('starter', 'member', uid)).statusCode).toBe(201);
    }
    const refused = await report('starter', 'member', OTHER_MEMBERS.at(-1)?.uid ?? '');
    expect(refused.statusCode).toBe(429);
    expect(errorBody(refused).error).toBe(MODERATION_MESSAGES.tooManyReports);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});
