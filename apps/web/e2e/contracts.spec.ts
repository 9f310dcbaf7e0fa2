import { expect, test, type Browser } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expectNoHorizontalOverflow, signIn } from './support';

// maxime.chevalier@ has no contract in the demo and no other journey signs in as him: this one issues him one.
const MEMBER = 'maxime.chevalier@campus.test';

async function pageOf(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

test('an admin issues a contract: the member sees the blocking modal live, signs by typed name, and it is Signé', async ({
  browser,
}) => {
  const member = await pageOf(browser, MEMBER);
  await member.goto('/mon-compte/mes-contrats');
  await expect(member.getByText("Vous n'avez aucun contrat pour le moment.")).toBeVisible();
  await expect(member.getByRole('dialog')).toHaveCount(0);

  const admin = await pageOf(browser, 'admin@campus.test');
  await admin.goto('/mon-compte/mes-contrats');
  await admin.getByLabel('Adresse e-mail du membre').fill(MEMBER);
  await admin.getByLabel('Nom du produit').fill('Atelier fiscalité MDB');
  await admin.getByRole('checkbox', { name: 'Nom saisi et signature dessinée' }).uncheck();
  await admin.getByRole('button', { name: 'Émettre le contrat' }).click();
  await expect(admin.getByText(`Contrat émis pour ${MEMBER}.`, { exact: true })).toBeVisible();

  // Live: no reload on the member's side.
  const modal = member.getByRole('dialog', { name: /Action requise/ });
  await expect(modal).toBeVisible();
  await modal.getByRole('link', { name: 'Signer « Atelier fiscalité MDB »' }).click();
  // Only the typed name is allowed for this contract: no signature pad.
  await expect(member.getByRole('img', { name: 'Dessinez votre signature' })).toHaveCount(0);
  await member.getByLabel('Votre nom complet').fill('Jean Dupont');
  await member.getByRole('checkbox', { name: /signe par signature électronique simple/ }).check();
  await member.getByRole('button', { name: 'Signer le contrat' }).click();
  await expect(member.getByText('Le nom saisi doit être celui du titulaire du compte')).toBeVisible();
  await member.getByLabel('Votre nom complet').fill('Maxime Chevalier');
  await member.getByRole('button', { name: 'Signer le contrat' }).click();
  await expect(member).toHaveURL(/\/mon-compte\/mes-contrats$/);
  const row = member.getByRole('listitem').filter({ hasText: 'Atelier fiscalité MDB' });
  await expect(row.getByText('Signé', { exact: true })).toBeVisible();
  await expect(member.getByRole('dialog')).toHaveCount(0);

  // The signed PDF checks out on the public verification page, signer by initials only.
  const download = member.waitForEvent('download');
  await row.getByRole('button', { name: /Télécharger le PDF signé/ }).click();
  const path = (await (await download).path()) ?? '';
  const verifier = await browser.newPage();
  await verifier.goto('/verifier-un-contrat');
  await verifier.getByLabel('Fichier PDF du contrat').setInputFiles({
    name: 'contrat.pdf',
    mimeType: 'application/pdf',
    buffer: await readFile(path),
  });
  const answer = verifier.getByRole('status');
  await expect(answer).toContainText('Ce document a été signé sur Campus.');
  await expect(answer).toContainText('par M. C.');
  await expect(answer).not.toContainText('Chevalier');
});

test('the contracts, signing and verification pages fit a phone (390 px)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'mdb@campus.test');
  await page.goto('/mon-compte/mes-contrats');
  await expect(page.getByText('Signé', { exact: true }).first()).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await page.goto('/mon-compte/mon-activite');
  await expect(page.getByRole('heading', { name: 'Historique' })).toBeVisible();
  await expect(page.getByText('Leçon terminée').first()).toBeVisible();
  await expectNoHorizontalOverflow(page);
  // Older pages hold the invoices paid and the contracts signed: "Afficher plus" until both show.
  const more = page.getByRole('button', { name: 'Afficher plus' });
  for (let pages = 0; pages < 10; pages += 1) {
    if ((await page.getByText('Facture réglée').count()) > 0 && (await page.getByText('Contrat signé').count()) > 0) {
      break;
    }
    const shown = await page.getByRole('listitem').count();
    await more.click();
    await expect.poll(() => page.getByRole('listitem').count()).toBeGreaterThan(shown);
  }
  await expect(page.getByText('Facture réglée').first()).toBeVisible();
  await expect(page.getByText('Contrat signé').first()).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await page.goto('/verifier-un-contrat');
  await expect(page.getByRole('heading', { level: 1, name: 'Vérifier un contrat' })).toBeVisible();
  await expectNoHorizontalOverflow(page);
});
