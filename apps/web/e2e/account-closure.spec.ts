import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, newProspect, signIn } from './support';

// A fresh member of its own (newProspect): closing an account is not a thing to do to a shared demo member.

test('a member asks to close their account, sees the planned date, then cancels it', async ({ page, request }) => {
  const member = await newProspect(request, 'Clotilde');
  await signIn(page, member.email);
  await page.goto('/mon-compte/mon-profil');

  const section = page.getByRole('region', { name: 'Fermer mon compte' });
  await expect(section.getByText('Vos factures et vos contrats signés sont conservés 10 ans')).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/closure-section-${page.viewportSize()?.width}.png`, fullPage: false });
  await section.getByRole('button', { name: 'Fermer mon compte' }).click();

  const dialog = page.getByRole('dialog').filter({ hasText: 'Fermer votre compte ?' });
  await expect(dialog).toBeVisible();
  // A wrong password is refused with the sign-in's message, under the field.
  await dialog.getByLabel('Mot de passe', { exact: true }).fill('pas-le-bon');
  await dialog.getByRole('button', { name: 'Fermer mon compte' }).click();
  await expect(dialog.getByText('Email ou mot de passe incorrect')).toBeVisible();
  await page.screenshot({ path: `/tmp/closure-dialog-${page.viewportSize()?.width}.png` });

  await dialog.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Fermer mon compte' }).click();
  await expect(dialog).toBeHidden();

  const due = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toLocaleDateString('fr-FR', {
    timeZone: 'Europe/Paris',
  });
  await expect(section.getByText(`Fermeture prévue le ${due}`)).toBeVisible();
  await page.screenshot({ path: `/tmp/closure-scheduled-${page.viewportSize()?.width}.png` });
  // It holds after a reload: the server keeps it.
  await page.reload();
  await expect(section.getByText(`Fermeture prévue le ${due}`)).toBeVisible();

  await section.getByRole('button', { name: 'Annuler la fermeture' }).click();
  await expect(page.getByText('La fermeture de votre compte est annulée', { exact: true })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Fermer mon compte' })).toBeVisible();
  await expect(section.getByText('Fermeture prévue le')).toBeHidden();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the section and its dialog fit the screen', async ({ page, request }) => {
    const member = await newProspect(request, 'Maud');
    await signIn(page, member.email);
    await page.goto('/mon-compte/mon-profil');
    const section = page.getByRole('region', { name: 'Fermer mon compte' });
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole('button', { name: 'Fermer mon compte' })).toBeVisible();
    await page.screenshot({ path: '/tmp/closure-section-390.png' });
    await section.getByRole('button', { name: 'Fermer mon compte' }).click();
    await expect(page.getByRole('dialog').filter({ hasText: 'Fermer votre compte ?' })).toBeVisible();
    await page.screenshot({ path: '/tmp/closure-dialog-390.png' });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
