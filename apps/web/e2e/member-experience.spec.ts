import { expect, test } from '@playwright/test';
import { expectPlaceholdersFit, signIn } from './support';

// Issue 34, what a member meets on a phone and a desktop: placeholders that say what to type in full, the nutrition
// kinds as tabs the keyboard moves through, the calendar badge read as sessions to come.

test('search placeholders fit their fields at 390 and 1440 px (replays, workshops)', async ({ page }) => {
  await signIn(page, 'mdb@campus.test');
  for (const path of ['/mes-replays', '/mes-evenements']) {
    await page.goto(path);
    await expect(page.locator('input[type="search"]').first()).toBeVisible();
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await expectPlaceholdersFit(page);
    }
  }
});

test('the nutrition kinds are tabs: the arrow keys move between them (issue 34)', async ({ page }) => {
  await signIn(page, 'sport@campus.test');
  await page.goto('/yam-nutrition');
  const tabs = page.getByRole('tablist', { name: 'Contenus nutrition' });
  await expect(tabs).toBeVisible();
  await tabs.getByRole('tab', { name: 'Programmes' }).focus();
  await page.keyboard.press('ArrowRight');
  const recipes = tabs.getByRole('tab', { name: 'Recettes' });
  await expect(recipes).toBeFocused();
  await expect(recipes).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Recettes' })).toBeVisible();
});

test('the calendar badge is read as sessions to come (issue 34)', async ({ page }) => {
  await signIn(page, 'mdb@campus.test');
  const calendar = page.getByRole('button', { name: 'Calendrier' });
  await expect(calendar).toBeVisible();
  // mdb@ has sessions to come in the demo data (the count arrives with the header's live data).
  await expect
    .poll(() =>
      calendar.evaluate((button) => {
        const id = button.getAttribute('aria-describedby');
        return id ? (document.getElementById(id)?.textContent ?? '') : '';
      }),
    )
    .toMatch(/^\d+ sessions? à venir$/);
});

test("a member's page shows the roles their card shows (issue 34)", async ({ page }) => {
  await signIn(page, 'mdb@campus.test');
  await page.goto('/mon-reseau/les-mentors');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Hélène Bonnet' }) });
  await expect(card.getByRole('list', { name: 'Statut dans le réseau' })).toContainText('Mentor');
  await card.getByRole('heading').getByRole('link', { name: 'Hélène Bonnet' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hélène Bonnet' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Statut dans le réseau' })).toContainText('Mentor');
});

test('on a phone the deals fill the first screen, their filters wait in a sheet with a count (issue 34)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'mdb@campus.test');
  await page.goto('/mon-reseau/deals-off-market');
  const firstDeal = page.getByRole('main').getByRole('listitem').first();
  await expect(firstDeal).toBeVisible();
  // The first deal's photo and title are whole on the first screen.
  await expect(firstDeal.getByRole('img').first()).toBeInViewport({ ratio: 1 });
  await expect(firstDeal.getByRole('heading').first()).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('form', { name: 'Filtres des deals' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Filtres', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Filtres des deals' });
  await sheet.getByLabel('Type de bien').selectOption({ label: 'Maison' });
  await sheet.getByRole('button', { name: 'Voir les deals' }).click();
  await expect(sheet).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Filtres (1)' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('deals-390.png') });

  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(page.getByRole('form', { name: 'Filtres des deals' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Filtres (1)' })).toBeHidden();
});

test("Mon compte's tabs show that more wait to the side on a phone (issue 34)", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'mdb@campus.test');
  await page.goto('/mon-compte/mon-profil');
  const tabs = page.getByRole('navigation', { name: 'Mon compte' });
  await expect(tabs.getByRole('link', { name: 'Mon profil' })).toBeVisible();
  await expect(page.getByTestId('more-tabs')).toBeVisible();
  await tabs.evaluate((nav) => nav.scrollTo({ left: nav.scrollWidth }));
  await expect(page.getByTestId('more-tabs')).toHaveCount(0);
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(page.getByTestId('more-tabs')).toHaveCount(0);
});
