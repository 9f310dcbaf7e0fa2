import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { confirmTermsIfShown, expectNoHorizontalOverflow, signIn } from './support';

// mdb@ has paid and open invoices over 2025 and 2026 (two pages), a subscription and two sandbox cards.
const MEMBER = 'mdb@campus.test';

async function openInvoices(page: Page) {
  await signIn(page, MEMBER);
  await confirmTermsIfShown(page);
  await page.goto('/mon-compte/mes-factures');
  await expect(page.getByRole('heading', { level: 1, name: 'Mes factures' })).toBeVisible();
}

const invoices = (page: Page) => page.getByRole('region', { name: 'Factures' }).getByRole('listitem');

test('lists the invoices with their status, filters them, pages through them and downloads a PDF', async ({ page }) => {
  await openInvoices(page);
  await expect(invoices(page)).toHaveCount(10);
  await expect(invoices(page).filter({ hasText: 'En attente' })).toHaveCount(1);
  await expect(invoices(page).filter({ hasText: 'Payée' }).first()).toBeVisible();
  // Scoped: Nos formules, lower on the page, sells an offer of that name too.
  const subscriptions = page.getByRole('region', { name: 'Abonnements' });
  await expect(subscriptions.getByText('Campus Premium', { exact: true })).toBeVisible();
  await expect(subscriptions.getByText('94,80 € par mois')).toBeVisible();

  await page.getByRole('button', { name: 'Suivante' }).click();
  await expect(page.getByText('Page 2 sur 2')).toBeVisible();
  await expect(invoices(page).first()).toContainText('F-20');

  await page.getByLabel('Année').selectOption('2025');
  await expect(page.getByText('Page 2 sur 2')).toBeHidden();
  await expect(invoices(page).first()).toContainText('F-2025-');
  await expect(invoices(page).filter({ hasText: 'F-2026-' })).toHaveCount(0);
  await page.getByLabel('Statut').selectOption('refunded');
  await expect(invoices(page)).toHaveCount(1);
  await expect(invoices(page).first()).toContainText('Remboursée');

  const row = invoices(page).first();
  const number = (await row.locator('.tabular-nums').first().textContent())?.trim() ?? '';
  expect(number).toMatch(/^F-2025-\d{6}$/);
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: `Télécharger la facture ${number} (PDF)` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`facture-${number}.pdf`);
  const bytes = await readFile((await file.path()) ?? '');
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.includes(Buffer.from('factur-x.xml'))).toBe(true);
});

test('adds a sandbox card (a declined one first) and removes it after confirming', async ({ page }) => {
  await openInvoices(page);
  const cards = page.getByRole('region', { name: 'Moyens de paiement' });
  await expect(cards.getByText('Visa se terminant par 4242')).toBeVisible();
  await expect(cards.getByText('Par défaut', { exact: true })).toBeVisible();

  await cards.getByRole('button', { name: 'Ajouter une carte' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter une carte' });
  await dialog.getByLabel('Numéro de carte').fill('4000 0000 0000 0002');
  await dialog.getByLabel('Expiration (MM/AA)').fill('12/34');
  await dialog.getByLabel('Code de sécurité').fill('123');
  await dialog.getByRole('button', { name: 'Enregistrer la carte' }).click();
  await expect(dialog.getByText('Votre carte a été refusée.')).toBeVisible();

  await dialog.getByLabel('Numéro de carte').fill('4000 0566 5566 5556');
  await dialog.getByRole('button', { name: 'Enregistrer la carte' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Votre carte a été enregistrée', { exact: true })).toBeVisible();
  await expect(cards.getByText('Visa se terminant par 5556')).toBeVisible();
  await expect(page.getByText('4000 0566 5566 5556')).toHaveCount(0);

  await cards.getByRole('button', { name: 'Supprimer la carte se terminant par 5556' }).click();
  const confirm = page.getByRole('dialog', { name: 'Supprimer cette carte ?' });
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('La carte a été supprimée', { exact: true })).toBeVisible();
  await expect(cards.getByText('Visa se terminant par 5556')).toHaveCount(0);
  await expect(cards.getByText('Visa se terminant par 4242')).toBeVisible();
});

test('shows the billing address and refuses a bad French postal code under the field', async ({ page }) => {
  await openInvoices(page);
  const address = page.getByRole('region', { name: 'Adresse de facturation' });
  await expect(address.getByLabel('Code postal')).toHaveValue('69002');
  await address.getByLabel('Code postal').fill('00100');
  await address.getByRole('button', { name: "Enregistrer l'adresse" }).click();
  await expect(address.getByText('Cette valeur doit être un code postal valide')).toBeVisible();
});

test('fits a 390 px wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openInvoices(page);
  await expect(invoices(page).first()).toBeVisible();
  await expectNoHorizontalOverflow(page);
});
