import { expect, test } from '@playwright/test';
import { expectNoHorizontalOverflow, mainMenu, signIn } from './support';

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu opens in a drawer with the member name', async ({ page }) => {
    await signIn(page, 'mdb@campus.test');
    await expect(mainMenu(page)).toBeHidden();
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Mes replays', exact: true })).toBeVisible();
    await drawer.getByRole('link', { name: 'Mes replays', exact: true }).click();
    await expect(page).toHaveURL(/\/mes-replays$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the header keeps its three buttons and nothing overflows sideways', async ({ page }) => {
    await signIn(page, 'admin@campus.test');
    for (const name of ['Calendrier', 'Messages', 'Notifications']) {
      await expect(page.getByRole('button', { name })).toBeVisible();
    }
    for (const path of ['/', '/mon-compte/mon-profil', '/mes-replays', '/mdb/comite-projets', '/cgv']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expectNoHorizontalOverflow(page);
    }
  });

  test('the channel switcher shows the active channel by name, not a coloured dot alone', async ({ page }) => {
    await signIn(page, 'sport@campus.test');
    const switcher = page.getByRole('button', { name: 'Changer de chaîne' });
    await expect(switcher).toBeVisible();
    await expect(switcher).toHaveText('Sport', { useInnerText: true });
    // The name is seen, inside the header and its button (not cut to nothing).
    const label = switcher.getByText('Sport', { exact: true });
    await expect(label).toBeVisible();
    expect((await label.boundingBox())!.width).toBeGreaterThan(20);
    await switcher.click();
    await expect(page.getByRole('dialog', { name: 'Mes chaînes' })).toBeVisible();
  });

  test("the dashboard's further cards load as the member scrolls toward them, not with the first screen", async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (sent) => asked.push(new URL(sent.url()).pathname));
    await signIn(page, 'mdb@campus.test');
    // The next cards (trainings, sessions, replays) come once the first screen is shown.
    await expect(page.getByRole('heading', { level: 2, name: 'Mes formations' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('region', { name: 'Accès rapides' })).toHaveCount(0);
    expect(asked).not.toContain('/api/mdb-projects/user/dashboard');
    await page.keyboard.press('End');
    await expect(page.getByRole('region', { name: 'Accès rapides' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Mes projets' })).toBeVisible();
  });

  test('the login page fits a phone', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
  });
});
