import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD, confirmTermsIfShown, signIn } from './support';

// Issue 32: a member reports a message, and an admin's open moderation page shows it live, then dismisses it. The
// journey makes its own group discussion (mdb@ and sport@, on the base channel) and archives it at the end.

const SPORT_UID = '7D8Nvgkz7BpldXIep9BiI439nmCf';

async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

async function member(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  await confirmTermsIfShown(page);
  return page;
}

test('a member reports a message; the admin’s open moderation page shows it live, and the admin dismisses it', async ({
  browser,
  request,
}) => {
  const stamp = Date.now();
  const mdbToken = await tokenOf(request, 'mdb@campus.test');
  const sportToken = await tokenOf(request, 'sport@campus.test');
  const created = await request.post('/api/discussions', {
    headers: { authorization: `Bearer ${mdbToken}` },
    data: { channel: 'base', type: 'GROUP', memberIds: [SPORT_UID], name: `Modération ${stamp}` },
  });
  expect(created.status()).toBe(201);
  const discussionId = ((await created.json()) as { discussion: { id: string } }).discussion.id;
  const text = `Message déplacé du parcours de modération ${stamp}`;
  const posted = await request.post(`/api/discussions/${discussionId}/messages`, {
    headers: { authorization: `Bearer ${sportToken}` },
    data: { text },
  });
  expect(posted.status()).toBe(201);

  // The admin's queue is open before the report is made.
  const admin = await member(browser, 'admin@campus.test');
  await admin.goto('/administration/moderation');
  await expect(admin.getByRole('heading', { level: 1, name: 'Modération' })).toBeVisible();
  await expect(admin.getByRole('status').filter({ hasText: /à traiter/ })).toBeVisible();
  await expect(admin.getByText(text)).toHaveCount(0);

  const reporter = await member(browser, 'mdb@campus.test');
  await reporter.goto(`/mon-suivi/messages?id=${encodeURIComponent(discussionId)}`);
  const messages = reporter.getByRole('list', { name: 'Messages' });
  await expect(messages.getByText(text)).toBeVisible();
  await messages.getByRole('button', { name: 'Signaler ce message' }).click();
  const dialog = reporter.getByRole('dialog', { name: 'Signaler ce message' });
  await dialog.getByRole('radio', { name: 'Harcèlement' }).check();
  await dialog.getByRole('textbox', { name: 'Commentaire (facultatif)' }).fill('Propos blessants envers le groupe');
  await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click();
  await expect(reporter.getByText(/votre signalement a été transmis à la modération/).first()).toBeVisible();
  await expect(dialog).toBeHidden();

  // Without a reload, the admin's queue shows the report, its reason and comment.
  const entry = admin.getByRole('list', { name: 'Signalements' }).getByRole('listitem').filter({ hasText: text });
  await expect(entry.first()).toBeVisible();
  await expect(entry.first().getByText('Propos blessants envers le groupe', { exact: false })).toBeVisible();
  await expect(entry.first().getByText(/Signalé par 1 membre · Harcèlement/)).toBeVisible();

  await entry.first().getByRole('button', { name: 'Classer sans suite' }).click();
  const confirm = admin.getByRole('dialog', { name: 'Classer ces signalements sans suite ?' });
  await confirm.getByRole('button', { name: 'Confirmer' }).click();
  await expect(admin.getByText('Signalements classés sans suite').first()).toBeVisible();
  await expect(admin.getByText(text)).toHaveCount(0);

  // The history keeps the decision, which can be undone.
  await admin.getByRole('button', { name: 'Historique' }).click();
  const decision = admin.getByRole('list', { name: 'Décisions' }).getByRole('listitem').filter({ hasText: text });
  await expect(decision.first().getByRole('button', { name: 'Annuler la décision' })).toBeVisible();

  // Leave the demo members' lists as they were: the journey's discussion goes to their archives.
  for (const token of [mdbToken, sportToken]) {
    const archived = await request.post(`/api/discussions/${discussionId}/archive`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(archived.status()).toBe(200);
  }
  await admin.context().close();
  await reporter.context().close();
});
