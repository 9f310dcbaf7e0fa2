import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { confirmTermsIfShown, expectNoHorizontalOverflow, signIn } from './support';

// mdb@ has messages, projects with files, deals with photos, invoices and signed contracts: a full export.
const MEMBER = 'mdb@campus.test';

test('a member asks for a copy of their data, sees it ready and downloads the zip (issue 32)', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, MEMBER);
  await confirmTermsIfShown(page);
  await page.goto('/mon-compte');
  await page.getByRole('navigation', { name: 'Mon compte' }).getByRole('link', { name: 'Mes données' }).click();
  await expect(page).toHaveURL(/\/mon-compte\/mes-donnees$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mes données' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Aucun export demandé' })).toBeVisible();

  await page.getByRole('button', { name: 'Demander mes données' }).click();
  // In preparation, then ready: the page asks again every few seconds while the job runs in the server.
  await expect(page.getByRole('heading', { name: 'Votre export est prêt' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(/^Téléchargeable jusqu'au .+ \d{4}\.$/)).toBeVisible();

  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    // Loaded at this width, as on a phone: the current tab is scrolled into view.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Votre export est prêt' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Mes données' })).toBeInViewport();
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: `/tmp/data-export-${width}.png`, fullPage: true });
  }

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^campus-mes-donnees-\d{4}-\d{2}-\d{2}\.zip$/);
  const path = (await file.path()) ?? '';
  expect(execFileSync('unzip', ['-t', path]).toString()).toContain('No errors detected');
  const names = execFileSync('unzip', ['-Z1', path]).toString().trim().split('\n');
  expect(names).toEqual(expect.arrayContaining(['README.txt', 'profil.json', 'messages.json', 'facturation.json']));
  expect(names.some((name) => /^factures\/facture-F-\d{4}-\d{6}\.pdf$/.test(name))).toBe(true);
  expect(execFileSync('unzip', ['-p', path, 'profil.json']).toString()).toContain(MEMBER);

  // A second request while none runs replaces it; the page shows its preparation, then it is ready again.
  await page.getByRole('button', { name: 'Demander un nouvel export' }).click();
  await expect(page.getByRole('heading', { name: 'Votre export est prêt' })).toBeVisible({ timeout: 60_000 });
});
