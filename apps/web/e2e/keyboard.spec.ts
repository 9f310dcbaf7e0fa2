import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  apiCall,
  apiToken,
  DEMO_PASSWORD,
  directDiscussionWithMessages,
  expectFocusRing,
  mainMenu,
  newCustomer,
  signIn,
} from './support';

// Keyboard only (issue 34): after each action the focus lands somewhere visible and meaningful, never on <body>, and
// what holds it shows a ring of at least 3:1 (WCAG 2.4.3, 2.4.7, 2.4.11, 1.4.11).

/** What has the focus: its tag, role, accessible text, and its outline as drawn. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element) return null;
    const style = getComputedStyle(element);
    return {
      tag: element.tagName.toLowerCase(),
      text: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim(),
      role: element.getAttribute('role'),
      outline: { style: style.outlineStyle, width: parseFloat(style.outlineWidth), color: style.outlineColor },
      inDialog: element.closest('[role="dialog"]') !== null,
    };
  });
}

async function expectFocusNotLost(page: Page) {
  await expect.poll(async () => (await focused(page))?.tag).not.toBe('body');
}

/**
 * `Charger les messages précédents` by keyboard (issue 34): the button is blocked while the page loads; once the older
 * messages show, the focus is on the oldest of them with its ring, and stays there when the button goes (no more).
 */
async function loadOlderByKeyboard(page: Page, request: APIRequestContext, suffix: string) {
  const writer = await newCustomer(request, 'Gaspard', `Anciens${suffix}`);
  const reader = await newCustomer(request, 'Helene', `Anciens${suffix}`);
  // Seven messages: the newest three show, then pages of three (n°2 to n°4), then the first.
  const discussionId = await directDiscussionWithMessages(
    request,
    reader.token,
    writer.uid,
    Array.from({ length: 7 }, (_, index) => `Message n°${index + 1}`),
  );
  await signIn(page, writer.email);
  await page.goto(`/mon-suivi/messages?id=${encodeURIComponent(discussionId)}`);
  const log = page.getByRole('log', { name: 'Messages' });
  await expect(log.getByText('Message n°7', { exact: true })).toBeVisible();
  await expect(log.getByText('Message n°4', { exact: true })).toHaveCount(0);

  const older = page.getByRole('button', { name: 'Charger les messages précédents' });
  await older.focus();
  await page.keyboard.press('Enter');
  const second = log.getByRole('listitem').filter({ hasText: 'Message n°2' });
  await expectFocusRing(second);
  await expect(second).toBeInViewport();
  await expect(log.getByText('Message n°4', { exact: true })).toBeVisible();

  // The last page: the button goes, the focus is on the first message, not on <body>.
  await older.focus();
  await page.keyboard.press('Enter');
  const first = log.getByRole('listitem').filter({ hasText: 'Message n°1' });
  await expectFocusRing(first);
  await expect(older).toHaveCount(0);
  await expect(first).toBeInViewport();
  await expectFocusNotLost(page);
}

/**
 * Two sessions of one event: each `Participer` is told apart by its session, and the focus follows to `Me désinscrire`
 * and back (issue 34).
 */
async function joinSessionByKeyboard(page: Page, request: APIRequestContext, suffix: string) {
  const stamp = Date.now();
  const title = `Atelier clavier ${suffix} ${stamp}`;
  const admin = await apiToken(request, 'admin@campus.test');
  const { event } = await apiCall<{ event: { id: string } }>(request, admin, 'POST', '/api/events', {
    channel: 'immobilier',
    type: 'LIVE',
    mode: 'ONLINE',
    provider: 'ZOOM',
    link: 'https://zoom.us/j/123456789',
    capacity: 10,
    title,
    description: 'Un atelier du parcours au clavier.',
    sessions: [
      { title: 'Première séance', startsAt: new Date(stamp + 3 * 86_400_000).toISOString(), durationMinutes: 60 },
      { title: 'Seconde séance', startsAt: new Date(stamp + 4 * 86_400_000).toISOString(), durationMinutes: 90 },
    ],
  });
  const member = await newCustomer(request, 'Agenda', `Clavier${suffix}`);
  await signIn(page, member.email);
  await page.goto(`/mes-evenements?id=${event.id}`);
  const card = page.getByRole('article', { name: title });
  const second = card.getByRole('listitem').filter({ hasText: 'Seconde séance' });
  const join = second.getByRole('button', { name: 'Participer' });
  await expect(join).toHaveAccessibleDescription(/Seconde séance/);
  await expect(
    card.getByRole('listitem').filter({ hasText: 'Première séance' }).getByRole('button', { name: 'Participer' }),
  ).toHaveAccessibleDescription(/Première séance/);
  await join.focus();
  await page.keyboard.press('Enter');
  const quit = second.getByRole('button', { name: 'Me désinscrire' });
  await expectFocusRing(quit);
  await page.keyboard.press('Enter');
  await expectFocusRing(second.getByRole('button', { name: 'Participer' }));
}

test.describe('keyboard only, on a desktop', () => {
  test('signing in lands on the dashboard heading, a sidebar link on the page heading, not in the sidebar', async ({
    page,
    request,
  }) => {
    const member = await newCustomer(request, 'Clavier', 'Seul');
    await page.goto('/login');
    await page.getByLabel('Adresse e-mail').fill(member.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeFocused();

    const replays = mainMenu(page).getByRole('link', { name: 'Mes replays', exact: true });
    await replays.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/mes-replays$/);
    const heading = page.getByRole('heading', { level: 1, name: 'Mes replays' });
    await expectFocusRing(heading);
    // The next Tab goes on in the page's content, not back through the sidebar.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.getElementById('main')?.contains(document.activeElement))).toBe(true);

    // The profile menu's item leads to its page: the heading takes the focus, the closing menu does not steal it.
    await page.getByRole('button', { name: 'Mon profil' }).focus();
    await page.keyboard.press('Enter');
    const account = page.getByRole('menuitem', { name: 'Mon compte' });
    await expect(account).toBeVisible();
    // The arrows move through the items; the one focused shows its ring. Opened by the keyboard, the menu focuses its
    // first item itself, at once or a moment later: down then up lands on it either way (the menu does not wrap).
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await expectFocusRing(account);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/mon-compte\/mon-profil$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

    // Signing out: the sign-in page's heading, never <body>.
    await page.getByRole('button', { name: 'Mon profil' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Se déconnecter' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });

  test('the calendar popup keeps the focus on its first opening, its rows show a ring and come into view', async ({
    page,
  }) => {
    await signIn(page, 'mdb@campus.test');
    await page.getByRole('button', { name: 'Calendrier' }).focus();
    await page.keyboard.press('Enter');
    const popup = page.getByRole('dialog', { name: 'Mes évènements à venir' });
    await expect(popup.getByRole('link').first()).toBeVisible();
    // Its list's code loads on this first opening: the focus stays in the popup meanwhile and after.
    await expectFocusNotLost(page);
    expect((await focused(page))?.inDialog).toBe(true);
    const first = popup.getByRole('list').getByRole('link').first();
    await first.focus();
    await expectFocusRing(first);
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expect(page.getByRole('button', { name: 'Calendrier' })).toBeFocused();
  });

  test('marking a lesson done by keyboard leaves the focus on what replaced the button', async ({ page, request }) => {
    const member = await newCustomer(request, 'Lecon', 'Clavier');
    await page.goto('/login');
    await page.getByLabel('Adresse e-mail').fill(member.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
    await page.goto('/classroom?id=demo-course-immo-1');
    await page
      .getByRole('navigation', { name: 'Sommaire du cours' })
      .getByRole('link', { name: "Les trois stratégies d'investissement" })
      .click();
    const done = page.getByRole('button', { name: 'Marquer comme terminée' });
    await done.focus();
    await page.keyboard.press('Enter');
    await expect(done).toHaveCount(0);
    await expectFocusRing(page.getByText('Terminée', { exact: true }).first());
  });

  test('each Participer is told apart by its session, and the focus follows to Me désinscrire and back', async ({
    page,
    request,
  }) => {
    await joinSessionByKeyboard(page, request, '1440');
  });

  test('loading older messages by keyboard focuses the oldest of them, never <body>', async ({ page, request }) => {
    await loadOlderByKeyboard(page, request, '1440');
  });

  test('the channel menu and the messages and notifications popups ring what holds the focus; a wrapped Tab shows its row', async ({
    page,
  }) => {
    await signIn(page, 'mdb@campus.test');

    // The channel menu: opened by the keyboard, the arrows move a ringed focus through its channels.
    await page.getByRole('button', { name: 'Changer de chaîne' }).focus();
    await page.keyboard.press('Enter');
    const channels = page.getByRole('menu');
    await expect(channels.getByRole('menuitem').first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expectFocusRing(channels.locator('[role="menuitem"]:focus'));
    await page.keyboard.press('Escape');
    await expect(channels).toBeHidden();

    // The messages popup: opening it focuses the popup itself, ringed; Tab reaches its discussions, each ringed.
    const messagesButton = page.getByRole('button', { name: 'Messages', exact: true });
    await messagesButton.focus();
    await page.keyboard.press('Enter');
    const messages = page.getByRole('dialog', { name: 'Mes messages' });
    const rows = messages.getByRole('listitem').getByRole('button');
    await expect(rows.first()).toBeVisible();
    await expectFocusRing(messages);
    await page.keyboard.press('Tab');
    await expectFocusRing(rows.first());
    // Down the list to its last link, then Tab wraps to the first discussion, scrolled back into the popup's view.
    const seeAll = messages.getByRole('link', { name: 'Voir tous les messages' });
    for (let press = 0; press < 40 && !(await seeAll.evaluate((link) => link === document.activeElement)); press++) {
      await page.keyboard.press('Tab');
    }
    await expect(seeAll).toBeFocused();
    await expect(rows.first()).not.toBeInViewport();
    await page.keyboard.press('Tab');
    await expectFocusRing(rows.first());
    await expect(rows.first()).toBeInViewport();
    await page.keyboard.press('Escape');
    await expect(messagesButton).toBeFocused();

    // The notifications popup: the same, for its notifications.
    await page.getByRole('button', { name: 'Notifications', exact: true }).focus();
    await page.keyboard.press('Enter');
    const notifications = page.getByRole('dialog', { name: 'Mes notifications' });
    const firstNotification = notifications.getByRole('listitem').getByRole('link').first();
    await expect(firstNotification).toBeVisible();
    await expectFocusRing(notifications);
    await page.keyboard.press('Tab');
    await expectFocusRing(firstNotification);
  });

  test('the calendar entries are links that Tab reaches and Enter opens', async ({ page }) => {
    await signIn(page, 'mdb@campus.test');
    await page.goto('/mon-suivi/calendrier');
    await expect(page.locator('.fc-timeGridWeek-view')).toBeVisible();
    await page.getByRole('button', { name: 'Mois' }).click();
    const entry = page.locator('a.fc-event').first();
    await expect(entry).toBeVisible();
    await expect(entry).toHaveAttribute('href', /^\/mes-evenements\?id=/);
    const href = await entry.getAttribute('href');
    // From the keyboard (the view was picked with the mouse): the browser draws focus rings for keyboard use.
    await page.keyboard.press('Shift');
    await entry.focus();
    await expectFocusRing(entry);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href!.replace('?', '\\?')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });
});

test.describe('keyboard only, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('loading older messages by keyboard focuses the oldest of them, never <body>', async ({ page, request }) => {
    await loadOlderByKeyboard(page, request, '390');
  });

  test('a link of the menu drawer closes it and puts the focus on the page heading', async ({ page }) => {
    await signIn(page, 'mdb@campus.test');
    await page.getByRole('button', { name: 'Ouvrir le menu' }).focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    const replays = drawer.getByRole('link', { name: 'Mes replays', exact: true });
    await replays.focus();
    await expectFocusRing(replays);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/mes-replays$/);
    await expect(drawer).toBeHidden();
    await expectFocusRing(page.getByRole('heading', { level: 1, name: 'Mes replays' }));
  });

  test('each Participer is told apart by its session, and the focus follows to Me désinscrire and back', async ({
    page,
    request,
  }) => {
    await joinSessionByKeyboard(page, request, '390');
  });

  test('signing out from the profile menu lands on the sign-in heading', async ({ page, request }) => {
    const member = await newCustomer(request, 'Sortie', 'Clavier');
    await signIn(page, member.email);
    await page.getByRole('button', { name: 'Mon profil' }).focus();
    await page.keyboard.press('Enter');
    const signOut = page.getByRole('menuitem', { name: 'Se déconnecter' });
    await signOut.focus();
    await expectFocusRing(signOut);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });

  test('signing in and opening the calendar popup never drop the focus', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Adresse e-mail').fill('mdb@campus.test');
    await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeFocused();
    await page.getByRole('button', { name: 'Calendrier' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Mes évènements à venir' }).getByRole('link').first()).toBeVisible();
    await expectFocusNotLost(page);
    expect((await focused(page))?.inDialog).toBe(true);
  });
});
