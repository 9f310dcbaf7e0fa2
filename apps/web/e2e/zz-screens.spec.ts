import { test } from '@playwright/test';
import { signIn } from './support';

const PAGES = [
  ['dashboard', '/'],
  ['trainings', '/mes-formations'],
  ['classroom', '/classroom?id=demo-course-immo-1&lesson=demo-course-immo-1-l1'],
  ['classroom-sheet', '/classroom?id=demo-course-immo-1&lesson=demo-course-immo-1-l4'],
  ['replays', '/mes-replays'],
  ['replay', '/mes-replays?id=demo-replay-02'],
  ['resources', '/mes-ressources-utiles'],
];
for (const width of [390, 1440]) {
  test(`screens ${width}`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, 'mdb@campus.test');
    for (const [name, url] of PAGES) {
      await page.goto(url!);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(400);
      await page.screenshot({ path: `/tmp/screens/${name}-${width}.png`, fullPage: true });
    }
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signIn(page, 'sport@campus.test');
    await page.goto('/yam-nutrition');
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `/tmp/screens/nutrition-${width}.png`, fullPage: true });
  });
}
