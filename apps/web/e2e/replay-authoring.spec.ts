import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { signIn, switchChannel } from './support';

const DEMO_VIDEO = fileURLToPath(new URL('../../server/assets/learning/demo-video.mp4', import.meta.url));

test.describe('replay administration', () => {
  test('admin@ creates a replay with its file and publishes it; mdb@ of the channel sees it on /mes-replays', async ({
    browser,
  }) => {
    const stamp = String(Date.now());
    const title = `Live : la trésorerie d’une SCI ${stamp}`;
    const admin = await browser.newPage();
    await signIn(admin, 'admin@campus.test');
    await switchChannel(admin, 'Finance');
    await admin.goto('/mes-formations/administration');
    await admin.getByRole('tab', { name: 'Replays' }).click();
    await expect(admin).toHaveURL(/onglet=replays/);

    const form = admin.getByRole('form', { name: 'Replay' });
    await form.getByLabel('Titre du replay').fill(title);
    await form.getByLabel('Description').fill('Comptes courants, distributions et réserves.');
    await form.getByLabel('Durée (minutes)').fill('45');
    await form.getByRole('button', { name: '+ Ajouter un chapitre' }).click();
    await form.getByLabel('Minutage du chapitre 1').fill('00:00');
    await form.getByLabel('Titre du chapitre 1').fill('Introduction');
    await form.getByRole('button', { name: '+ Ajouter un chapitre' }).click();
    await form.getByLabel('Minutage du chapitre 2').fill('00:04');
    await form.getByLabel('Titre du chapitre 2').fill('Le cas pratique');
    await form.getByLabel('Fichier du replay').setInputFiles({
      name: 'tresorerie.mp4',
      mimeType: 'video/mp4',
      buffer: readFileSync(DEMO_VIDEO),
    });
    await form.getByRole('button', { name: 'Créer le brouillon' }).click();

    const list = admin.getByRole('list', { name: 'Replays de la chaîne' });
    const replay = list.getByRole('listitem').filter({ has: admin.getByRole('heading', { level: 3, name: title }) });
    await expect(replay.getByText('Brouillon · Vidéo · 45min')).toBeVisible();

    // A draft: the channel's members do not see it.
    const member = await browser.newPage();
    await signIn(member, 'mdb@campus.test');
    await switchChannel(member, 'Finance');
    await member.goto('/mes-replays');
    await member.getByRole('searchbox', { name: 'Rechercher un replay' }).fill(`tresorerie ${stamp}`);
    await expect(member.getByText('Aucun replay ne correspond à votre recherche.')).toBeVisible();

    await replay.getByRole('button', { name: `Publier ${title}` }).click();
    await expect(replay.getByText('Publié aujourd’hui · Vidéo · 45min')).toBeVisible();

    await member.reload();
    await member.getByRole('searchbox', { name: 'Rechercher un replay' }).fill(`tresorerie ${stamp}`);
    // Scoped to the new replay's card: until the search applies, the list may hold other replays published today.
    const card = member.getByRole('listitem').filter({ has: member.getByRole('link', { name: title }) });
    await expect(card.getByText("publié aujourd'hui")).toBeVisible();
    await card.getByRole('link', { name: title }).click();
    await expect(member.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const video = member.locator('video');
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.duration)).toBeGreaterThan(7);
    await expect(member.getByRole('button', { name: /0:04\s*Le cas pratique/ })).toBeVisible();
  });

  test('the replays and resources tabs at 390 and 1440 px', async ({ page }) => {
    await signIn(page, 'admin@campus.test');
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      for (const tab of ['replays', 'ressources'] as const) {
        await page.goto(`/mes-formations/administration?onglet=${tab}`);
        await expect(page.getByRole('tab', { selected: true })).toHaveText(
          tab === 'replays' ? 'Replays' : 'Ressources utiles',
        );
        await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await page.screenshot({ path: `test-results/${tab}-authoring-${width}.png`, fullPage: true });
      }
    }
  });
});
