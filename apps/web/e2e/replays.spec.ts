import { expect, test } from '@playwright/test';
import { signIn } from './support';

test.describe('the replays media center', () => {
  test('mdb@ filters, searches, pages and plays a replay with its chapters', async ({ page }) => {
    await signIn(page, 'mdb@campus.test');
    await page.goto('/mes-replays');
    await expect(page.getByRole('heading', { level: 1, name: 'Mes replays' })).toBeVisible();
    const filters = page.getByRole('group', { name: 'Type de média' });
    for (const name of ['Tous', 'Audio', 'Vidéo', 'Document']) {
      await expect(filters.getByRole('button', { name, exact: true })).toBeVisible();
    }
    const list = page.getByRole('list').filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect(list.getByRole('link', { name: 'Masterclass : acheter un immeuble de rapport' })).toBeVisible();
    await expect(page.getByText('publié il y a 3 jours')).toBeVisible();
    await expect(page.getByText('2h', { exact: false }).first()).toBeVisible();

    await page.getByRole('button', { name: 'Afficher plus de replays' }).click();
    await expect(page.getByRole('link', { name: 'Podcast : les erreurs du premier investissement' })).toBeVisible();

    await filters.getByRole('button', { name: 'Audio', exact: true }).click();
    await expect(page.getByRole('link', { name: 'Podcast : négocier le prix d’un bien' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Masterclass : acheter un immeuble de rapport' })).toHaveCount(0);

    await filters.getByRole('button', { name: 'Tous', exact: true }).click();
    await page.getByRole('searchbox', { name: 'Rechercher un replay' }).fill('fiscalite');
    await expect(page.getByRole('link', { name: 'Live : la fiscalité du LMNP' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Podcast : négocier le prix d’un bien' })).toHaveCount(0);

    await page.getByRole('link', { name: 'Live : la fiscalité du LMNP' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Live : la fiscalité du LMNP' })).toBeVisible();
    const video = page.locator('video');
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.duration)).toBeGreaterThan(7);
    await page.getByRole('button', { name: /Le cas pratique/ }).click();
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
      .toBeGreaterThanOrEqual(3);
    await page.getByLabel('Vitesse de lecture').selectOption('1.5');
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.playbackRate)).toBe(1.5);
    await page.reload();
    await expect(page.getByLabel('Vitesse de lecture')).toHaveValue('1.5');
  });

  test('a replay linked to a past event links to it', async ({ page }) => {
    await signIn(page, 'mdb@campus.test');
    await page.goto('/mes-replays');
    await page.getByRole('link', { name: 'Salon de l’immobilier : le debrief' }).click();
    await page.getByRole('link', { name: "Évènement : Salon de l'immobilier ancien" }).click();
    await expect(page).toHaveURL(/\/mes-evenements\?id=/);
  });
});
