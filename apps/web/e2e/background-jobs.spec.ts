import { expect, test } from '@playwright/test';
import { confirmTermsIfShown, expectNoHorizontalOverflow, signIn } from './support';

const PAGE = '/administration/taches';

test('an admin opens the background jobs from the profile menu, where no job has failed', async ({ page }) => {
  await signIn(page, 'admin@campus.test');
  await confirmTermsIfShown(page);
  await page.getByRole('button', { name: 'Mon profil' }).click();
  await page.getByRole('menuitem', { name: 'Tâches de fond' }).click();
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tâches de fond');
  await expect(page.getByText('Aucune tâche en échec.')).toBeVisible();
});

test('the background jobs page reads on a phone', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signIn(page, 'admin@campus.test');
  await confirmTermsIfShown(page);
  await page.goto(PAGE);
  await expect(page.getByText('Aucune tâche en échec.')).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await context.close();
});

test('a member without the admin permission has no way to the background jobs', async ({ page }) => {
  await signIn(page, 'mdb@campus.test');
  await page.getByRole('button', { name: 'Mon profil' }).click();
  await expect(page.getByRole('menuitem', { name: 'Mon compte' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Tâches de fond' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto(PAGE);
  await expect(page).toHaveURL(/\/$/);
});
