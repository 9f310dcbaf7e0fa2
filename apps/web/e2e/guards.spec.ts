import { expect, test } from '@playwright/test';
import { signIn } from './support';

test('a non-customer is sent to /anonymous', async ({ page }) => {
  await signIn(page, 'prospect@campus.test');
  await expect(page).toHaveURL(/\/anonymous$/);
  await page.goto('/mes-replays');
  await expect(page).toHaveURL(/\/anonymous$/);
  await expect(page.getByRole('link', { name: 'Se déconnecter' })).toBeVisible();
});

test('a non-customer may still open their account pages', async ({ page }) => {
  await signIn(page, 'prospect@campus.test');
  await page.goto('/mon-compte/mon-profil');
  await expect(page).toHaveURL(/\/mon-compte\/mon-profil$/);
});

test('a member without MDB is sent home from the incubator', async ({ page }) => {
  await signIn(page, 'air@campus.test');
  await page.goto('/mdb/comite-projets');
  await expect(page).toHaveURL(/\/$/);
});

test('a member without the admin permission is sent home from the admin page', async ({ page }) => {
  await signIn(page, 'mdb@campus.test');
  await page.goto('/mdb/admin');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/mdb/comite-projets');
  await expect(page).toHaveURL(/\/mdb\/comite-projets$/);
});

test('an admin opens the admin page', async ({ page }) => {
  await signIn(page, 'admin@campus.test');
  await page.goto('/mdb/admin');
  await expect(page).toHaveURL(/\/mdb\/admin$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});

test('an unknown page shows the French 404', async ({ page }) => {
  await page.goto('/cette-page-n-existe-pas');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByText(/introuvable|n'existe pas|404/i).first()).toBeVisible();
});

test('the legal pages are public', async ({ page }) => {
  for (const path of ['/mentions-legales', '/cgv', '/consentement']) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  }
});
