import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../testing/demo-data.js';
import { parseMail, startSmtpSink, type SmtpSink } from '../../testing/smtp-sink.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { createId } from '../../platform/tokens.js';
import { sendDigests } from './notification-digest.js';
import { notify } from './notify.js';
import { preferencesRow } from './notification-preferences.js';

// Issue 33: the digest lists what is new in the member's channels and what is unread, each with its link; nothing
// when nothing is new or unread, nothing to a member absent for more than 90 days, daily or weekly as chosen.

const DAY_MS = 24 * 60 * 60 * 1000;
let sink: SmtpSink;
let test: TestApp;
const { air, mdb, admin } = DEMO_ACCOUNTS;
/** Far from the seed's dates: no seeded session or content falls in the periods the tests look at. */
const FUTURE = new Date(Date.now() + 400 * DAY_MS);

beforeAll(async () => {
  sink = await startSmtpSink();
  test = await createTestApp({ smtpUrl: sink.url });
});
afterAll(async () => {
  await test.close();
  await sink.close();
});

const db = () => test.app.db;

beforeEach(async () => {
  // Everyone seen the day before FUTURE, every notification read, no digest sent yet, the default (weekly) rhythm.
  await db()
    .updateTable('users')
    .set({ last_sign_in_at: new Date(FUTURE.getTime() - DAY_MS).toISOString() })
    .execute();
  await db().updateTable('notifications').set({ read_at: FUTURE.toISOString() }).where('read_at', 'is', null).execute();
  for (const uid of [air.uid, mdb.uid, admin.uid]) await preferencesRow(db(), uid);
  await db()
    .updateTable('notification_preferences')
    .set({ digest: 'weekly', digest_sent_at: null, channels_off: '[]' })
    .execute();
});

async function digestsAt(now: Date) {
  const before = sink.messages.length;
  const { mailed } = await sendDigests(test.app, now);
  if (mailed > 0) await sink.waitFor(before + mailed);
  return sink.messages.slice(before).map((message) => ({ to: message.to, ...parseMail(message.raw) }));
}

async function channelOf(uid: string): Promise<string> {
  const row = await db().selectFrom('user_channels').select('channel').where('uid', '=', uid).executeTakeFirstOrThrow();
  return row.channel;
}

/** A course and a replay published in the channel at `at`, and a session of one of its events 2 days after it. */
async function publishIn(channel: string, at: Date) {
  const course = await db()
    .selectFrom('courses')
    .selectAll()
    .where('channel', '=', channel as never)
    .executeTakeFirstOrThrow();
  const courseId = createId();
  await db()
    .insertInto('courses')
    .values({ ...course, id: courseId, title: 'Formation nouvelle du digest', published_at: at.toISOString() })
    .execute();
  const replay = await db()
    .selectFrom('replays')
    .selectAll()
    .where('channel', '=', channel as never)
    .executeTakeFirstOrThrow();
  const replayId = createId();
  await db()
    .insertInto('replays')
    .values({
      ...replay,
      id: replayId,
      title: 'Replay nouveau du digest',
      status: 'published',
      published_at: at.toISOString(),
    })
    .execute();
  const session = await db()
    .selectFrom('event_sessions as s')
    .innerJoin('events as e', 'e.id', 's.event_id')
    .selectAll('s')
    .select('e.title as eventTitle')
    .where('e.channel', '=', channel as never)
    .where('e.cancelled_at', 'is', null)
    .executeTakeFirstOrThrow();
  const { eventTitle, ...sessionRow } = session;
  await db()
    .insertInto('event_sessions')
    .values({
      ...sessionRow,
      id: createId(),
      starts_at: new Date(at.getTime() + 2 * DAY_MS).toISOString(),
      cancelled_at: null,
    })
    .execute();
  return { courseId, replayId, eventTitle };
}

describe('the digest', () => {
  it('lists the new trainings, replays, coming sessions and unread notifications, each with its link', async () => {
    const channel = await channelOf(air.uid);
    const { courseId, replayId, eventTitle } = await publishIn(channel, new Date(FUTURE.getTime() - DAY_MS));
    await notify(db(), { uids: [air.uid], channel: channel as never, kind: 'new-training', data: { title: 'Budget' } });
    await db()
      .updateTable('notifications')
      .set({ created_at: new Date(FUTURE.getTime() - DAY_MS).toISOString() })
      .where('uid', '=', air.uid)
      .where('read_at', 'is', null)
      .execute();

    const mails = await digestsAt(FUTURE);
    const mail = mails.find((item) => item.to.includes(air.email));
    expect(mail?.headers.get('subject')).toBe('Votre récapitulatif Campus de la semaine');
    expect(mail?.text).toContain(`- Formation nouvelle du digest : http://campus.test/classroom?id=${courseId}`);
    expect(mail?.text).toContain(`- Replay nouveau du digest : http://campus.test/mes-replays?id=${replayId}`);
    expect(mail?.text).toContain('Sessions à venir');
    expect(mail?.text).toContain(eventTitle);
    expect(mail?.text).toContain('1 notification non lue');
    expect(mail?.html).toContain(
      `<a href="http://campus.test/classroom?id=${courseId}">Formation nouvelle du digest</a>`,
    );
    expect(mail?.headers.get('list-unsubscribe')).toContain('.digest.');
    expect(mail?.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    // Weekly: not again the next day.
    expect((await digestsAt(new Date(FUTURE.getTime() + DAY_MS))).some((item) => item.to.includes(air.email))).toBe(
      false,
    );
  });

  it('leaves out a channel the member muted (Mon compte > Notifications, « Par chaîne »)', async () => {
    const channel = await channelOf(air.uid);
    await publishIn(channel, new Date(FUTURE.getTime() - DAY_MS));
    await db()
      .updateTable('notification_preferences')
      .set({ channels_off: JSON.stringify([channel]) })
      .where('uid', '=', air.uid)
      .execute();
    const mails = await digestsAt(FUTURE);
    const airs = mails.filter((mail) => mail.to.includes(air.email));
    expect(airs.map((mail) => mail.text).join('\n')).not.toContain('Formation nouvelle du digest');
  });

  it('sends nothing when nothing is new or unread', async () => {
    const mails = await digestsAt(new Date(FUTURE.getTime() + 30 * DAY_MS));
    expect(mails.filter((item) => [air, mdb, admin].some((member) => item.to.includes(member.email)))).toEqual([]);
  });

  it('sends nothing to a member not seen for more than 90 days, nor to one who chose never', async () => {
    for (const uid of [air.uid, mdb.uid, admin.uid]) {
      await notify(db(), { uids: [uid], channel: 'immobilier', kind: 'new-training', data: { title: 'Budget' } });
    }
    await db()
      .updateTable('notifications')
      .set({ created_at: new Date(FUTURE.getTime() - DAY_MS).toISOString() })
      .where('read_at', 'is', null)
      .execute();
    await db()
      .updateTable('users')
      .set({ last_sign_in_at: new Date(FUTURE.getTime() - 91 * DAY_MS).toISOString() })
      .where('uid', '=', air.uid)
      .execute();
    await db().updateTable('notification_preferences').set({ digest: 'never' }).where('uid', '=', mdb.uid).execute();
    const mails = await digestsAt(FUTURE);
    expect(mails.filter((item) => item.to.includes(air.email) || item.to.includes(mdb.email))).toEqual([]);
    // The same unread notification reaches a member seen lately, on the default rhythm.
    expect(mails.some((item) => item.to.includes(admin.email))).toBe(true);
  });

  it('goes every day to a member who chose daily', async () => {
    await db().updateTable('notification_preferences').set({ digest: 'daily' }).where('uid', '=', admin.uid).execute();
    await notify(db(), { uids: [admin.uid], channel: 'immobilier', kind: 'new-training', data: { title: 'Budget' } });
    await db()
      .updateTable('notifications')
      .set({ created_at: new Date(FUTURE.getTime() - DAY_MS).toISOString() })
      .where('uid', '=', admin.uid)
      .where('read_at', 'is', null)
      .execute();
    const first = await digestsAt(FUTURE);
    const second = await digestsAt(new Date(FUTURE.getTime() + DAY_MS));
    for (const mails of [first, second]) {
      const mail = mails.find((item) => item.to.includes(admin.email));
      expect(mail?.headers.get('subject')).toBe('Votre récapitulatif Campus du jour');
    }
  });

  it('the unsubscribe page of a daily digest offers the weekly rhythm (a POST), the GET changing nothing', async () => {
    await db().updateTable('notification_preferences').set({ digest: 'daily' }).where('uid', '=', admin.uid).execute();
    await notify(db(), { uids: [admin.uid], channel: 'immobilier', kind: 'new-training', data: { title: 'Budget' } });
    await db()
      .updateTable('notifications')
      .set({ created_at: new Date(FUTURE.getTime() - DAY_MS).toISOString() })
      .where('uid', '=', admin.uid)
      .where('read_at', 'is', null)
      .execute();
    const mail = (await digestsAt(FUTURE)).find((item) => item.to.includes(admin.email));
    const url = /<http:\/\/campus\.test([^>]+)>/.exec(mail?.headers.get('list-unsubscribe') ?? '')?.[1] ?? '';
    expect(url).toContain('/api/notifications/unsubscribe?token=');
    const digest = async () =>
      (
        await db()
          .selectFrom('notification_preferences')
          .select('digest')
          .where('uid', '=', admin.uid)
          .executeTakeFirstOrThrow()
      ).digest;

    const page = await test.app.inject({ method: 'GET', url });
    expect(page.body).toContain('Recevoir le récapitulatif chaque semaine');
    expect(await digest()).toBe('daily');
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const weekly = await test.app.inject({ method: 'POST', url: `${url}&rythme=weekly`, headers: form, payload: '' });
    expect(weekly.statusCode).toBe(200);
    expect(await digest()).toBe('weekly');
    const off = await test.app.inject({ method: 'POST', url, headers: form, payload: 'List-Unsubscribe=One-Click' });
    expect(off.body).toContain('le récapitulatif par e-mail');
    expect(await digest()).toBe('never');
  });
});
