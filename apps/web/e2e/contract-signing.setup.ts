import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { signIn } from './support';

/**
 * air@'s journey with its unsigned contract (architecture 4.4, 4.9): the blocking modal at sign-in, then the
 * signature through the real page. It runs before every other browser test (playwright.config.ts: the chromium
 * project depends on it), so the journeys that sign in as air@ for something else find the contract signed.
 */
test('air@ is blocked by the unsigned-contracts modal, signs the contract, and the modal is gone', async ({ page }) => {
  await signIn(page, 'air@campus.test');
  const modal = page.getByRole('dialog', { name: /Action requise/ });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText("vous risquez de perdre l'accès");
  await expect(modal.getByText('Formation AIR – Investisseur immobilier')).toBeVisible();

  // Blocking: Escape leaves it, the product behind is out of reach, and another page of the product is blocked too.
  await page.keyboard.press('Escape');
  await expect(modal).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeHidden();
  await page.goto('/mes-evenements');
  await expect(page.getByRole('dialog', { name: /Action requise/ })).toBeVisible();

  // The legal pages stay reachable from it.
  await page.getByRole('dialog').getByRole('link', { name: 'les mentions légales' }).click();
  await expect(page).toHaveURL(/\/mentions-legales$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.goBack();

  await page
    .getByRole('dialog')
    .getByRole('link', { name: 'Signer « Formation AIR – Investisseur immobilier »' })
    .click();
  await expect(page).toHaveURL(/\/mon-compte\/mes-contrats\/signer\?id=/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Signer un contrat' })).toBeVisible();
  // The contract is read in the page, every page of its PDF.
  const document = page.getByRole('region', { name: 'Le contrat à signer (PDF)' });
  await expect(document.getByRole('img', { name: 'Page 1 du contrat' })).toBeVisible();

  // The server's checks come back under the fields: consent first.
  await page.getByLabel('Votre nom complet').fill('Sophie Bernard');
  await page.getByRole('button', { name: 'Signer le contrat' }).click();
  await expect(page.getByText('Cochez la case pour accepter la signature électronique')).toBeVisible();

  // A drawn signature on the pad (« Saisir », the name typed, is the default: issue 34).
  await page.getByRole('radio', { name: 'Dessiner' }).check();
  const pad = page.getByRole('img', { name: 'Dessinez votre signature' });
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 30, box.y + box.height * 0.6);
  await page.mouse.down();
  for (const [dx, dy] of [
    [60, -30],
    [110, 20],
    [160, -25],
    [220, 15],
  ] as const) {
    await page.mouse.move(box.x + 30 + dx, box.y + box.height * 0.6 + dy, { steps: 6 });
  }
  await page.mouse.up();
  await page.getByRole('checkbox', { name: /signe par signature électronique simple/ }).check();
  await page.getByRole('button', { name: 'Signer le contrat' }).click();

  await expect(page).toHaveURL(/\/mon-compte\/mes-contrats$/);
  await expect(page.getByRole('dialog', { name: /Action requise/ })).toHaveCount(0);
  const row = page.getByRole('listitem').filter({ hasText: 'Formation AIR – Investisseur immobilier' });
  await expect(row.getByText('Signé', { exact: true })).toBeVisible();
  await expect(row).toContainText('par Sophie Bernard');

  const download = page.waitForEvent('download');
  await row
    .getByRole('button', { name: 'Télécharger le PDF signé de « Formation AIR – Investisseur immobilier »' })
    .click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^contrat-.+-signe\.pdf$/);
  const bytes = await readFile((await file.path()) ?? '');
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // After a reload, still signed and no modal.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Mes contrats' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: /Action requise/ })).toHaveCount(0);
});
