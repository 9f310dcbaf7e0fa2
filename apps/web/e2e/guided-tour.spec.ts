import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';

async function replayTour(page: Page) {
  await page.getByRole('button', { name: 'Mon profil' }).click();
  await page.getByRole('menuitem', { name: 'Revoir la visite guidée' }).click();
}

const tour = (page: Page) => page.getByRole('dialog', { name: /./ }).filter({ hasText: 'Visite guidée' });

test.describe('the guided tour', () => {
  test('a member replays it from the profile menu and goes through it with the keyboard', async ({ page }) => {
    await signIn(page, 'mdb@campus.test');
    // Demo members have seen it: it does not stand in the way.
    await expect(page.getByRole('heading', { name: "Votre barre d'outils" })).toHaveCount(0);

    await replayTour(page);
    const dialog = tour(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Étape 1 sur 4')).toBeVisible();
    // The focus moves into the step.
    await expect(dialog.getByRole('heading', { name: "Votre barre d'outils" })).toBeFocused();

    await page.keyboard.press('Tab'); // Passer la visite
    await page.keyboard.press('Tab'); // Suivant
    await expect(dialog.getByRole('button', { name: 'Suivant' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('heading', { name: 'Vos chaînes' })).toBeFocused();

    // Tab stays in the tour: from the last button it comes back to the first.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Précédent' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('heading', { name: "Votre barre d'outils" })).toBeFocused();

    for (const next of ['Vos chaînes', 'Le menu', 'Votre tableau de bord']) {
      await page.keyboard.press('Shift+Tab'); // from the title back round to the last button
      await expect(dialog.getByRole('button', { name: 'Suivant' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(dialog.getByRole('heading', { name: next })).toBeFocused();
    }
    await expect(dialog.getByText('Étape 4 sur 4')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Suivant' })).toHaveCount(0);

    const saved = page.waitForResponse((response) => response.url().endsWith('/api/me/tour'));
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('button', { name: 'Terminer' })).toBeFocused();
    await page.keyboard.press('Enter');
    expect((await saved).status()).toBe(200);
    await expect(dialog).toBeHidden();

    // Escape skips it.
    await replayTour(page);
    await expect(tour(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(tour(page)).toBeHidden();

    // Seen once: a reload does not show it again.
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
    await expect(tour(page)).toHaveCount(0);
  });
});
