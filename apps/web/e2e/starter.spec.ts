import { expect, test } from '@playwright/test';
import { expectMenu, mainMenu, signIn } from './support';

// The starter account carries the pending terms change: its tests run in order, in this file only.
test.describe.configure({ mode: 'serial' });

test('a member with changed terms of sale confirms them once', async ({ page }) => {
  await signIn(page, 'starter@campus.test');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const checkbox = dialog.getByRole('checkbox');
  await expect(checkbox).toBeChecked();
  await dialog.getByRole('button', { name: 'Confirmer' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(mainMenu(page)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a member whose terms did not change sees no terms modal', async ({ page }) => {
  await signIn(page, 'mdb@campus.test');
  await expect(mainMenu(page)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a starter-MDB member has no network and no events in the sidebar', async ({ page }) => {
  await signIn(page, 'starter@campus.test');
  await expectMenu(page, ['Tableau de bord', "L'Incubateur (MDB)", 'Mes replays', 'Mes ressources utiles']);
});

test('a starter-MDB member is sent home from the network', async ({ page }) => {
  await signIn(page, 'starter@campus.test');
  await page.goto('/mon-reseau/les-membres');
  await expect(page).toHaveURL(/\/$/);
});

test('a starter-MDB member sees their projects but has no association engine', async ({ page }) => {
  await signIn(page, 'starter@campus.test');
  await page.goto('/mdb');
  await expect(page.getByRole('heading', { level: 2, name: 'Mes projets' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Studio à Villeurbanne' })).toBeVisible();
  await expect(mainMenu(page).getByRole('link', { name: "Moteur d'association" })).toHaveCount(0);
  await page.goto('/mdb/associations');
  await expect(page).toHaveURL(/\/$/);
});
