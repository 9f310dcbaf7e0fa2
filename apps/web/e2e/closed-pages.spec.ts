import { expect, test, type Page } from '@playwright/test';
import { mainMenu, signIn } from './support';

const CLOSED_TITLE = 'Cette page ne vous est pas ouverte';

/** The API calls the server refused (403) from now on. */
function refusedCalls(page: Page): string[] {
  const refused: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (response.status() === 403 && /^\/(api|shop)\//.test(pathname)) refused.push(pathname);
  });
  return refused;
}

/** The API paths the page asked for from now on. */
function askedCalls(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  return asked;
}

const CLOSED_PAGES = [
  { email: 'air@campus.test', path: '/mon-reseau/les-mentors', data: '/api/users/mentors', why: /formation MDB/ },
  { email: 'mdb@campus.test', path: '/mon-reseau/mes-coachs', data: '/api/users/coaches', why: /vos mentors/ },
  { email: 'starter@campus.test', path: '/mes-evenements', data: '/api/events', why: /Starter MDB/ },
] as const;

for (const [width, height] of [
  [390, 844],
  [1440, 900],
] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('a prospect has one space: the offers and their account, and no call refused', async ({ page }) => {
      const refused = refusedCalls(page);
      await signIn(page, 'prospect@campus.test');
      await expect(page).toHaveURL(/\/anonymous$/);
      const menu = mainMenu(page);
      await expect(menu.getByRole('link')).toHaveText(['Nos formules', 'Mon compte']);
      await expect(page.getByRole('button', { name: 'Calendrier' })).toHaveCount(0);
      await page.screenshot({ path: `/tmp/guards-prospect-offers-${width}.png`, fullPage: false });

      await menu.getByRole('link', { name: 'Mon compte' }).click();
      await expect(page).toHaveURL(/\/mon-compte\/mon-profil$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      const tabs = page.getByRole('navigation', { name: 'Mon compte' });
      await expect(tabs.getByRole('link', { name: 'Mon activité' })).toHaveCount(0);
      for (const [tab, url] of [
        ['Mes factures', /\/mon-compte\/mes-factures$/],
        ['Mes contrats', /\/mon-compte\/mes-contrats$/],
      ] as const) {
        await tabs.getByRole('link', { name: tab }).click();
        await expect(page).toHaveURL(url);
        await expect(page.getByRole('heading', { level: 1, name: tab })).toBeVisible();
        await expect(menu.getByRole('link')).toHaveText(['Nos formules', 'Mon compte']);
      }
      // Mon activité by its address: led to their profile before anything loads (no refused call for its data).
      await page.goto('/mon-compte/mon-activite');
      await expect(page).toHaveURL(/\/mon-compte\/mon-profil$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `/tmp/guards-prospect-account-${width}.png`, fullPage: false });
      await menu.getByRole('link', { name: 'Nos formules' }).click();
      await expect(page.getByRole('button', { name: 'Choisir cette formule' }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(refused).toEqual([]);
    });

    test('a customer who opens /anonymous goes home', async ({ page }) => {
      await signIn(page, 'mdb@campus.test');
      await page.goto('/anonymous');
      await expect(page).toHaveURL(/\/$/);
      await expect(mainMenu(page).or(page.getByRole('button', { name: 'Ouvrir le menu' }))).toBeVisible();
    });

    for (const { email, path, data, why } of CLOSED_PAGES) {
      test(`${email} on ${path} is told why the page is closed, with no retry and no call for its data`, async ({
        page,
      }) => {
        await signIn(page, email);
        const asked = askedCalls(page);
        await page.goto(path);
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        // Text, not roles: starter@'s pending terms modal may still be hiding the page from the accessibility tree.
        await expect(page.getByText(CLOSED_TITLE)).toBeVisible();
        await expect(page.getByText(why)).toBeVisible();
        await expect(page.locator('main a', { hasText: 'Retour au tableau de bord' })).toHaveAttribute('href', '/');
        await page.waitForLoadState('networkidle');
        await expect(page.getByText('Réessayer')).toHaveCount(0);
        expect(asked).not.toContain(data);
        if (email === 'air@campus.test') await page.screenshot({ path: `/tmp/guards-closed-${width}.png` });
      });
    }
  });
}
