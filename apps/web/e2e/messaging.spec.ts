import { expect, test, type Browser, type Page } from '@playwright/test';
import { badgeCount, signIn } from './support';

// admin@ and air@ have no direct discussion in the demo data: these journeys start one, then share it,
// so they run one after the other.
test.describe.configure({ mode: 'serial' });

const AIR_UID = 'tlXFXzxrizOXOmWW1eXecCCjPfod';

async function member(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

/**
 * Opens admin's conversation with air from air's member page: a draft until its first message (issue 34), the
 * direct discussion once it exists.
 */
async function openDiscussionWithAir(admin: Page, { exists = true } = {}) {
  await admin.goto(`/users/${AIR_UID}`);
  await admin.getByRole('button', { name: 'Envoyer un message' }).click();
  await expect(admin).toHaveURL(exists ? /\/mon-suivi\/messages\?id=direct\./ : /\/mon-suivi\/messages\?to=/);
  await expect(admin.getByRole('textbox', { name: 'Votre message' })).toBeVisible();
}

test('a message reaches the other member live; the badge grows, then clears when the popup opens', async ({
  browser,
}) => {
  const admin = await member(browser, 'admin@campus.test');
  const air = await member(browser, 'air@campus.test');
  // The first message creates the discussion with it (one HTTP request, issue 34); the next ones go over the tab's
  // realtime socket, not one HTTP request each.
  const postsOverHttp: string[] = [];
  const postsOverSocket: string[] = [];
  const creations: unknown[] = [];
  admin.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/discussions\/[^/]+\/messages$/.test(request.url())) {
      postsOverHttp.push(request.url());
    }
    if (request.method() === 'POST' && /\/api\/discussions$/.test(request.url()))
      creations.push(request.postDataJSON());
  });
  admin.on('websocket', (socket) =>
    socket.on('framesent', ({ payload }) => {
      if (typeof payload === 'string' && payload.includes('"type":"post"')) postsOverSocket.push(payload);
    }),
  );
  await openDiscussionWithAir(admin, { exists: false });
  await expect(admin.getByRole('heading', { level: 1 })).toHaveCount(1);

  // Air reads the conversation on their messages page: the message arrives without a reload.
  await air.goto('/mon-suivi/messages');
  await expect(air.getByRole('heading', { level: 1, name: 'Mes messages' })).toBeVisible();
  const text = `Bonjour Sophie, message ${Date.now()}`;
  const box = admin.getByRole('textbox', { name: 'Votre message' });
  await box.fill(text);
  await admin.getByRole('button', { name: 'Envoyer', exact: true }).click();
  await expect(box).toHaveValue('');
  await expect(admin.getByRole('list', { name: 'Messages' }).getByText(text)).toBeVisible();
  await air.getByRole('button', { name: new RegExp(text) }).click();
  await expect(air.getByRole('list', { name: 'Messages' }).getByText(text)).toBeVisible();

  // On the dashboard, the badge grows with a new message and clears when the popup opens.
  await air.goto('/');
  await expect(air.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => badgeCount(air, 'Messages')).toBe(0);
  const second = `Tu as vu le devis, ${Date.now()}`;
  await box.fill(second);
  await box.press('Enter');
  await expect(box).toHaveValue('');
  await expect.poll(() => badgeCount(air, 'Messages')).toBe(1);
  await air.getByRole('button', { name: 'Messages', exact: true }).click();
  const popup = air.getByRole('dialog').filter({ hasText: 'Mes messages' });
  await expect(popup.getByText(second)).toBeVisible();
  await expect.poll(() => badgeCount(air, 'Messages')).toBe(0);

  // Clicking the discussion in the popup opens it.
  await popup.getByRole('button', { name: new RegExp(second) }).click();
  await expect(air).toHaveURL(/\/mon-suivi\/messages\?id=direct\./);
  await expect(air.getByRole('list', { name: 'Messages' }).getByText(second)).toBeVisible();
  expect(creations).toEqual([expect.objectContaining({ type: 'DIRECT', memberIds: [AIR_UID], text })]);
  expect(postsOverSocket).toHaveLength(1);
  expect(postsOverHttp).toEqual([]);

  await admin.context().close();
  await air.context().close();
});

test('an empty or too long message is refused with a French error', async ({ browser }) => {
  const admin = await member(browser, 'admin@campus.test');
  await openDiscussionWithAir(admin);
  const box = admin.getByRole('textbox', { name: 'Votre message' });
  await box.fill('   ');
  await admin.getByRole('button', { name: 'Envoyer', exact: true }).click();
  await expect(admin.getByText('Le message ne peut pas être vide')).toBeVisible();
  await box.fill('a'.repeat(5001));
  await admin.getByRole('button', { name: 'Envoyer', exact: true }).click();
  await expect(admin.getByText('Le message ne peut pas dépasser 5000 caractères')).toBeVisible();
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await admin.context().close();
});

test('archiving moves a discussion to the archived ones, reopening brings it back', async ({ browser }) => {
  const admin = await member(browser, 'admin@campus.test');
  await openDiscussionWithAir(admin);
  await admin.getByRole('button', { name: 'Archiver' }).click();
  await expect(admin.getByRole('button', { name: 'Rouvrir' })).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Archivées' })).toHaveAttribute('aria-pressed', 'true');
  await expect(
    admin.getByRole('list', { name: 'Archivées' }).getByRole('button', { name: /Sophie Bernard/ }),
  ).toBeVisible();
  await expect(admin.getByRole('textbox', { name: 'Votre message' })).toHaveCount(0);

  await admin.getByRole('button', { name: 'Rouvrir' }).click();
  await expect(admin.getByRole('button', { name: 'Archiver' })).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Discussions', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(
    admin.getByRole('list', { name: 'Discussions' }).getByRole('button', { name: /Sophie Bernard/ }),
  ).toBeVisible();
  await expect(admin.getByRole('textbox', { name: 'Votre message' })).toBeVisible();
  await admin.context().close();
});

test('a group is created with chosen members and a name, and reaches them live', async ({ browser }) => {
  const admin = await member(browser, 'admin@campus.test');
  const air = await member(browser, 'air@campus.test');
  await openDiscussionWithAir(admin);
  await air.goto('/mon-suivi/messages');

  const name = `Groupe test ${Date.now()}`;
  await admin.getByRole('button', { name: 'Nouveau groupe' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Créer un groupe' });
  await dialog.getByRole('button', { name: 'Créer le groupe' }).click();
  await expect(dialog.getByText('Ce champs est obligatoire')).toBeVisible();
  await dialog.getByLabel('Nom du groupe').fill(name);
  await dialog.getByRole('checkbox', { name: 'Sophie Bernard' }).check();
  await dialog.getByRole('button', { name: 'Créer le groupe' }).click();
  await expect(dialog).toBeHidden();
  await expect(admin.getByRole('heading', { level: 2, name })).toBeVisible();

  await admin.getByRole('textbox', { name: 'Votre message' }).fill('Bienvenue dans le groupe');
  await admin.getByRole('button', { name: 'Envoyer', exact: true }).click();
  await expect(air.getByRole('button', { name: new RegExp(name) })).toBeVisible();
  await admin.context().close();
  await air.context().close();
});

test('older messages load by pages of three', async ({ browser }) => {
  const admin = await member(browser, 'admin@campus.test');
  await admin.goto('/mon-suivi/messages');
  await admin.getByRole('button', { name: /Projet Lyon 7e/ }).click();
  const messages = admin.getByRole('list', { name: 'Messages' }).getByRole('listitem').filter({ hasText: /\S/ });
  await expect(messages).toHaveCount(3);
  await admin.getByRole('button', { name: 'Charger les messages précédents' }).click();
  await expect(messages).toHaveCount(6);
  await admin.getByRole('button', { name: 'Charger les messages précédents' }).click();
  await expect(messages).toHaveCount(7);
  await expect(admin.getByRole('button', { name: 'Charger les messages précédents' })).toHaveCount(0);
  await expect(admin.getByText('Bienvenue à tous dans le groupe du projet Lyon 7e.')).toBeVisible();
  await admin.context().close();
});

test('a missing discussion shows `Discussion non trouvée` and clears the selection', async ({ browser }) => {
  const admin = await member(browser, 'admin@campus.test');
  await admin.goto('/mon-suivi/messages?id=direct.nobody.nowhere');
  await expect(admin.getByText('Discussion non trouvée', { exact: true })).toBeVisible();
  await expect(admin).toHaveURL(/\/mon-suivi\/messages$/);
  await expect(admin.getByText('Choisissez une discussion pour lire vos messages.')).toBeVisible();
  await admin.context().close();
});

test('on a phone, the list and the conversation are two views', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signIn(page, 'admin@campus.test');
  await page.goto('/mon-suivi/messages');
  await page.getByRole('button', { name: /Projet Lyon 7e/ }).click();
  await expect(page.getByRole('textbox', { name: 'Votre message' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Projet Lyon 7e/ })).toBeHidden();
  await page.getByRole('button', { name: 'Retour aux discussions' }).click();
  await expect(page.getByRole('button', { name: /Projet Lyon 7e/ })).toBeVisible();
  // The focus comes back to the discussion just left (issue 34), not to the page's body.
  await expect(page.getByRole('button', { name: /Projet Lyon 7e/ })).toBeFocused();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await context.close();
});

test('the notifications page lists each notification with its sentence and read state', async ({ page }) => {
  await signIn(page, 'air@campus.test');
  await page.goto('/mon-suivi/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Mes notifications' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Notifications' });
  await expect(list.getByRole('link', { name: /Live : réussir sa première division/ })).toHaveAttribute(
    'href',
    '/mes-evenements',
  );
  await expect(list.getByRole('link', { name: /Acheter un immeuble de rapport/ })).toBeVisible();
});

test('`Tout marquer comme lu` on the notifications page reads them all and clears the badge', async ({ page }) => {
  // sport@campus.test has unread notifications of the sport channel in the demo data; no other journey reads them.
  await signIn(page, 'sport@campus.test');
  await page.goto('/mon-suivi/notifications');
  const list = page.getByRole('list', { name: 'Notifications' });
  await expect(list.getByText(/ · Non lue$/).first()).toBeVisible();
  await expect(page.getByText(/notifications? non lues?$/)).toBeVisible();
  // The badge's count arrives with the header's live popups, after the page shows (0 until then).
  await expect.poll(() => badgeCount(page, 'Notifications')).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Tout marquer comme lu' }).click();
  await expect(list.getByText(/ · Non lue$/)).toHaveCount(0);
  await expect(list.getByText(/ · Lue$/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tout marquer comme lu' })).toBeHidden();
  await expect.poll(() => badgeCount(page, 'Notifications')).toBe(0);
});
