import {
  MAIL_KIND_LABELS,
  NOTIFICATION_PREFERENCES_MESSAGES,
  defaultNotificationPreferences,
  type NotificationPreferences,
} from '@campus/domain/notifications';
import type { CreateDiscussionResponse, NotificationPage } from '@campus/domain/messaging';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../testing/demo-data.js';
import { parseMail, startSmtpSink, type SmtpSink } from '../../testing/smtp-sink.js';
import { bearer, createTestApp, errorBody, type TestApp } from '../../testing/test-app.js';
import { mailMissedDirectMessages } from './notification-mails.js';
import { notify } from './notify.js';

// Issue 33: preferences per kind and channel, the missed direct messages mailed (batched, once per delay, not when
// read), the urgent mails at once, the one-click unsubscribe. Mails go over real SMTP to a sink the test starts.

const DELAY_S = 60;
let sink: SmtpSink;
let test: TestApp;
const tokens: Record<'mdb' | 'air' | 'admin', string> = { mdb: '', air: '', admin: '' };
const { mdb, air, admin } = DEMO_ACCOUNTS;

beforeAll(async () => {
  sink = await startSmtpSink();
  test = await createTestApp({ smtpUrl: sink.url, notificationMailDelaySeconds: DELAY_S });
  for (const who of ['mdb', 'air', 'admin'] as const) tokens[who] = await test.signIn(`${who}@campus.test`);
  // The seed's own unread messages are mailed once here, so each test sees only its own.
  await mailMissedDirectMessages(test.app, new Date(Date.now() + 3600_000));
  await waitQuiet();
});
afterAll(async () => {
  await test.close();
  await sink.close();
});

function call(who: keyof typeof tokens, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return test.app.inject({ method, url, headers: bearer(tokens[who]), ...(payload && { payload }) });
}

/** Waits until the mails sent so far reached the sink (delivery is not awaited by the mailer). */
async function waitQuiet(): Promise<void> {
  for (let quiet = 0; quiet < 5;) {
    const before = sink.messages.length;
    await new Promise((resolve) => setTimeout(resolve, 40));
    const unsent = await test.app.db.selectFrom('mail_outbox').select('id').where('sent_at', 'is', null).execute();
    quiet = sink.messages.length === before && unsent.length === 0 ? quiet + 1 : 0;
  }
}

const mailsTo = (email: string) =>
  sink.messages.filter((message) => message.to.includes(email)).map((message) => parseMail(message.raw));

async function directDiscussion(from: keyof typeof tokens, to: string): Promise<string> {
  const response = await call(from, 'POST', '/api/discussions', {
    channel: 'immobilier',
    type: 'DIRECT',
    memberIds: [to],
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json<CreateDiscussionResponse>().discussion.id;
}

async function post(from: keyof typeof tokens, discussionId: string, text: string): Promise<void> {
  const response = await call(from, 'POST', `/api/discussions/${discussionId}/messages`, { text });
  expect(response.statusCode, response.body).toBe(201);
}

/** Runs the job as if `seconds` had passed since now. */
async function runJobIn(seconds: number): Promise<number> {
  const { mailed } = await mailMissedDirectMessages(test.app, new Date(Date.now() + seconds * 1000));
  await waitQuiet();
  return mailed;
}

const preferences = async (who: keyof typeof tokens) =>
  (await call(who, 'GET', '/api/me/notification-preferences')).json<NotificationPreferences>();

async function setPreferences(who: keyof typeof tokens, change: (current: NotificationPreferences) => void) {
  const next = await preferences(who);
  change(next);
  const response = await call(who, 'PUT', '/api/me/notification-preferences', next);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<NotificationPreferences>();
}

beforeEach(async () => {
  // Every test starts from the defaults, as if everything posted before it had been mailed just now (the tests move
  // the job's clock forward: the markers of earlier tests would lie in the future).
  await test.app.db
    .updateTable('notification_preferences')
    .set({
      site_off: '[]',
      channels_off: '[]',
      email_direct_messages: 1,
      email_contracts: 1,
      email_project_decisions: 1,
      digest: 'weekly',
      direct_messages_mailed_at: new Date().toISOString(),
    })
    .execute();
});

describe('preferences (GET/PUT /api/me/notification-preferences)', () => {
  it('answers the defaults, then what the member saved, per kind in the site and per mail', async () => {
    expect(await preferences('air')).toEqual(defaultNotificationPreferences());
    expect(defaultNotificationPreferences().email).toEqual({
      directMessages: true,
      contracts: true,
      projectDecisions: true,
      digest: 'weekly',
    });
    const saved = await setPreferences('air', (next) => {
      next.site['event-join'] = false;
      next.email.directMessages = false;
      next.email.digest = 'daily';
    });
    expect(saved.site['event-join']).toBe(false);
    expect(saved.site['event-quit']).toBe(true);
    expect(saved.email).toMatchObject({ directMessages: false, digest: 'daily' });
    // What was not sent stays as it was: push keeps its defaults (everything).
    expect(saved.push).toEqual(defaultNotificationPreferences().push);
    expect(await preferences('air')).toEqual(saved);
    // Another member's preferences are untouched.
    expect(await preferences('mdb')).toEqual(defaultNotificationPreferences());
  });

  it('refuses a bad body in French (400) and an anonymous caller (401)', async () => {
    const bad = await call('air', 'PUT', '/api/me/notification-preferences', {
      email: { directMessages: 'oui', contracts: true, projectDecisions: true, digest: 'monthly' },
    });
    expect(bad.statusCode).toBe(400);
    expect(errorBody(bad).error).toMatch(/[éèà]|invalide|requête/i);
    expect((await test.app.inject({ method: 'GET', url: '/api/me/notification-preferences' })).statusCode).toBe(401);
  });

  it("cannot turn off a moderator's warning in the site (400): it always reaches the member", async () => {
    const preferences = (await call('air', 'GET', '/api/me/notification-preferences')).json<{ email: object }>();
    const refused = await call('air', 'PUT', '/api/me/notification-preferences', {
      site: { 'moderation-warning': false },
      email: preferences.email,
    });
    expect(refused.statusCode).toBe(400);
  });

  it('honours "in the site" off per kind: the member gets no notification of that kind, the others still do', async () => {
    await setPreferences('air', (next) => {
      next.site['event-join'] = false;
    });
    const before = await test.app.db
      .selectFrom('notifications')
      .select('id')
      .where('kind', '=', 'event-join')
      .execute();
    await notify(test.app.db, {
      uids: [air.uid, mdb.uid],
      channel: 'immobilier',
      kind: 'event-join',
      data: { title: 'Visite', name: 'Julien' },
    });
    await notify(test.app.db, {
      uids: [air.uid],
      channel: 'immobilier',
      kind: 'event-quit',
      data: { title: 'Visite' },
    });
    const rows = await test.app.db
      .selectFrom('notifications')
      .select(['uid', 'kind'])
      .where('kind', 'in', ['event-join', 'event-quit'])
      .where('created_at', '>', new Date(Date.now() - 5000).toISOString())
      .execute();
    expect(rows.filter((row) => row.kind === 'event-join').map((row) => row.uid)).toEqual([mdb.uid]);
    expect(rows.some((row) => row.kind === 'event-quit' && row.uid === air.uid)).toBe(true);
    expect(before.length).toBeGreaterThanOrEqual(0);
    const page = (await call('air', 'GET', '/api/notifications?channel=immobilier')).json<NotificationPage>();
    expect(
      page.items.some((item) => item.kind === 'event-join' && item.date > new Date(Date.now() - 5000).toISOString()),
    ).toBe(false);
  });
});

describe('per channel', () => {
  it("a muted channel brings no notification at all, the member's other channels still do", async () => {
    const saved = await setPreferences('air', (next) => {
      next.channels.entrepreneuriat = false;
    });
    expect(saved.channels).toMatchObject({ entrepreneuriat: false, immobilier: true });
    const since = new Date(Date.now() - 1000).toISOString();
    for (const channel of ['entrepreneuriat', 'immobilier'] as const) {
      await notify(test.app.db, { uids: [air.uid, mdb.uid], channel, kind: 'new-training', data: { title: 'Budget' } });
    }
    const rows = await test.app.db
      .selectFrom('notifications')
      .select(['uid', 'channel'])
      .where('kind', '=', 'new-training')
      .where('created_at', '>', since)
      .execute();
    const heard = (uid: string) =>
      rows
        .filter((row) => row.uid === uid)
        .map((row) => row.channel)
        .sort();
    expect(heard(air.uid)).toEqual(['immobilier']);
    expect(heard(mdb.uid)).toEqual(['entrepreneuriat', 'immobilier']);
  });
});

describe('missed direct messages, mailed over SMTP', () => {
  it('mails an absent member once, batching the unread messages, with the one-click unsubscribe headers', async () => {
    const discussion = await directDiscussion('mdb', air.uid);
    const already = mailsTo(air.email).length;
    await post('mdb', discussion, 'Bonjour, as-tu vu la maison de la rue des Lilas ?');
    await post('mdb', discussion, 'Le vendeur attend une offre avant vendredi.');
    // Before the delay: nothing yet.
    expect(await runJobIn(DELAY_S / 2)).toBe(0);
    expect(mailsTo(air.email)).toHaveLength(already);

    expect(await runJobIn(DELAY_S + 1)).toBeGreaterThanOrEqual(1);
    const mails = mailsTo(air.email).slice(already);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.headers.get('subject')).toContain('2 messages non lus');
    expect(mail?.text).toContain('Julien Moreau : « Bonjour, as-tu vu la maison de la rue des Lilas ? »');
    expect(mail?.text).toContain('Le vendeur attend une offre avant vendredi.');
    expect(mail?.text).toContain(`http://campus.test/mon-suivi/messages?id=${discussion}`);
    expect(mail?.html).toContain('<strong>Julien Moreau</strong>');
    expect(mail?.html).toContain(`href="http://campus.test/mon-suivi/messages?id=${discussion}"`);
    expect(mail?.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail?.headers.get('list-unsubscribe')).toMatch(
      /^<http:\/\/campus\.test\/api\/notifications\/unsubscribe\?token=[^>]+>, <mailto:ne-pas-repondre@campus\.test\?subject=[^>]+>$/,
    );

    // Nothing new: no second mail.
    expect(await runJobIn(DELAY_S + 2)).toBe(0);
    expect(mailsTo(air.email).slice(already)).toHaveLength(1);
  });

  it('mails at most once per delay: a message after the mail waits for the next window and comes alone', async () => {
    const discussion = await directDiscussion('admin', air.uid);
    await post('admin', discussion, 'Premier message');
    const start = Date.now();
    const already = mailsTo(air.email).length;
    expect(await runJobIn(DELAY_S + 1)).toBeGreaterThanOrEqual(1);
    expect(mailsTo(air.email).slice(already)).toHaveLength(1);
    // A second message, two seconds after that mail.
    await post('admin', discussion, 'Deuxième message');
    await test.app.db
      .updateTable('messages')
      .set({ created_at: new Date(start + (DELAY_S + 3) * 1000).toISOString() })
      .where('discussion_id', '=', discussion)
      .where('text', '=', 'Deuxième message')
      .execute();
    // Less than a delay after the last mail: nothing.
    expect(await runJobIn(2 * DELAY_S - 10)).toBe(0);
    expect(mailsTo(air.email).slice(already)).toHaveLength(1);
    // A delay later: one mail with the new message only.
    expect(await runJobIn(2 * DELAY_S + 5)).toBeGreaterThanOrEqual(1);
    const mails = mailsTo(air.email).slice(already);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.headers.get('subject')).toContain('un message non lu');
    expect(mails[1]?.text).toContain('Deuxième message');
    expect(mails[1]?.text).not.toContain('Premier message');
  });

  it('mails nothing when the member read the messages meanwhile', async () => {
    const discussion = await directDiscussion('air', mdb.uid);
    const already = mailsTo(mdb.email).length;
    await post('air', discussion, 'Tu as lu mon dossier ?');
    expect((await call('mdb', 'POST', `/api/discussions/${discussion}/read`)).statusCode).toBe(200);
    await runJobIn(DELAY_S + 1);
    expect(mailsTo(mdb.email)).toHaveLength(already);
  });

  it('mails nothing to a member who turned direct message mails off', async () => {
    await setPreferences('mdb', (next) => {
      next.email.directMessages = false;
    });
    const discussion = await directDiscussion('admin', mdb.uid);
    const already = mailsTo(mdb.email).length;
    await post('admin', discussion, 'Message sans e-mail');
    await runJobIn(DELAY_S + 1);
    expect(mailsTo(mdb.email)).toHaveLength(already);
  });
});

describe('closed or deactivated accounts', () => {
  it('get no mail of their missed direct messages', async () => {
    const discussion = await directDiscussion('mdb', air.uid);
    const already = mailsTo(air.email).length;
    await post('mdb', discussion, 'Un message pour un compte désactivé');
    await test.app.db
      .updateTable('users')
      .set({ deactivated_at: new Date().toISOString() })
      .where('uid', '=', air.uid)
      .execute();
    try {
      expect(await runJobIn(DELAY_S + 1)).toBe(0);
      expect(mailsTo(air.email)).toHaveLength(already);
    } finally {
      await test.app.db.updateTable('users').set({ deactivated_at: null }).where('uid', '=', air.uid).execute();
    }
  });
});

describe('one-click unsubscribe (RFC 8058)', () => {
  async function mailedUnsubscribeUrl(): Promise<string> {
    const discussion = await directDiscussion('admin', mdb.uid);
    const already = mailsTo(mdb.email).length;
    await post('admin', discussion, `Pour le lien ${Math.random()}`);
    await runJobIn(DELAY_S + 1);
    const mail = mailsTo(mdb.email)[already];
    const header = mail?.headers.get('list-unsubscribe') ?? '';
    const url = /<(http[^>]+)>/.exec(header)?.[1];
    expect(url).toBeDefined();
    return (url ?? '').replace('http://campus.test', '');
  }

  it('a GET changes nothing (it offers the POST as a button); a POST without cookie turns that kind off, twice alike', async () => {
    const url = await mailedUnsubscribeUrl();
    const page = await test.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(MAIL_KIND_LABELS['direct-messages']);
    expect(page.body).toContain('<form method="post"');
    expect((await preferences('mdb')).email.directMessages).toBe(true);

    for (let time = 0; time < 2; time += 1) {
      const done = await test.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.body).toContain('vous ne recevrez plus les e-mails de messages privés non lus');
    }
    const after = await preferences('mdb');
    expect(after.email).toEqual({ ...defaultNotificationPreferences().email, directMessages: false });
  });

  it('refuses a forged or broken token (404, in French) and changes nothing', async () => {
    const url = await mailedUnsubscribeUrl();
    const forged = url.replace(/token=[^.]+/, `token=${encodeURIComponent(air.uid)}`);
    for (const bad of [forged, '/api/notifications/unsubscribe?token=x.y.z', '/api/notifications/unsubscribe']) {
      const response = await test.app.inject({
        method: 'POST',
        url: bad,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(NOTIFICATION_PREFERENCES_MESSAGES.unsubscribeInvalid);
    }
    expect((await preferences('air')).email.directMessages).toBe(true);
    expect((await preferences('mdb')).email.directMessages).toBe(true);
  });
});

describe('urgent mails at once', () => {
  it('a contract to sign is mailed with its link and unsubscribe; not when the member turned it off', async () => {
    const already = mailsTo(air.email).length;
    const issue = () =>
      call('admin', 'POST', '/api/contract/admin/issue', {
        email: air.email,
        productName: 'Formation urgente',
        signatureTypes: ['typed'],
      });
    const issued = await issue();
    expect(issued.statusCode, issued.body).toBe(201);
    await waitQuiet();
    const mails = mailsTo(air.email).slice(already);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.headers.get('subject')).toBe('Un contrat vous attend sur Campus');
    expect(mails[0]?.text).toContain('« Formation urgente »');
    expect(mails[0]?.text).toContain(
      `http://campus.test/mon-compte/mes-contrats/signer?id=${issued.json<{ id: string }>().id}`,
    );
    expect(mails[0]?.headers.get('list-unsubscribe')).toContain('.contracts.');

    await setPreferences('air', (next) => {
      next.email.contracts = false;
    });
    expect((await issue()).statusCode).toBe(201);
    await waitQuiet();
    expect(mailsTo(air.email).slice(already)).toHaveLength(1);
  });

  it('an account mail (password reset) carries no unsubscribe header', async () => {
    const already = mailsTo(admin.email).length;
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: admin.email },
    });
    expect(response.statusCode).toBeLessThan(300);
    await waitQuiet();
    const mails = mailsTo(admin.email).slice(already);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.headers.has('list-unsubscribe')).toBe(false);
  });
});
