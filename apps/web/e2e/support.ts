import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'campus-demo-2026';

export const ALL_MENU_TITLES = [
  'Tableau de bord',
  'Mon réseau',
  'Mes évènements',
  "L'Incubateur (MDB)",
  'Mes replays',
  'Mes ressources utiles',
  'Nutrition',
] as const;

export function mainMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Menu principal' });
}

/** Fills the login form; does not wait for where it leads. */
export async function submitLogin(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/** Signs in from the login page and waits for the member space (or /anonymous for a prospect). */
export async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await submitLogin(page, email);
  await expect(page).not.toHaveURL(/\/login/);
  await page.waitForLoadState('networkidle');
}

/** The terms-of-sale modal blocks the page for a member with changed terms: confirm it when shown. */
export async function confirmTermsIfShown(page: Page) {
  // Named: the unsigned-contracts modal is a dialog too, and Confirmer is not its way out.
  const dialog = page.getByRole('dialog', { name: 'Nos conditions générales de vente évoluent' });
  if (await dialog.isVisible()) {
    await dialog.getByRole('button', { name: 'Confirmer' }).click();
    await expect(dialog).toBeHidden();
  }
}

/** Picks a channel in the header's channel switcher. */
export async function switchChannel(page: Page, channelName: string) {
  await page.getByRole('button', { name: 'Changer de chaîne' }).click();
  await page.getByRole('menuitem', { name: channelName }).click();
}

export async function expectMenu(page: Page, expected: readonly string[]) {
  const menu = mainMenu(page);
  for (const title of ALL_MENU_TITLES) {
    const link = menu.getByRole('link', { name: title, exact: true });
    if (expected.includes(title)) await expect(link, `${title} shows`).toBeVisible();
    else await expect(link, `${title} is hidden`).toHaveCount(0);
  }
}

export async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The number shown in a header button's badge, 0 when there is none. */
export async function badgeCount(page: Page, name: 'Messages' | 'Notifications'): Promise<number> {
  // innerText leaves out the hidden sentence that describes the count to screen readers.
  const text = await page.getByRole('button', { name, exact: true }).innerText();
  const digits = /\d+/.exec(text);
  return digits ? Number(digits[0]) : 0;
}
