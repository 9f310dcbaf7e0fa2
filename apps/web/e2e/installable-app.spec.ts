import { expect, test } from '@playwright/test';
import { newProspect, signIn } from './support';

// Issue 33: the installable app. Its manifest and service worker (architecture 4.14), the worker precaching the
// build's hashed files and answering the last page seen when the network is gone, and push turned on from a button.
test.use({ serviceWorkers: 'allow' });

test('the app is installable: a manifest with its icons, and a service worker revalidated at each visit', async ({
  request,
}) => {
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()['content-type']).toContain('manifest+json');
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  const body = (await manifest.json()) as {
    name: string;
    lang: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(body).toMatchObject({ name: 'Campus', lang: 'fr', start_url: '/', display: 'standalone' });
  expect(body.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of body.icons) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type']).toBe('image/png');
  }
  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['content-type']).toContain('javascript');
  expect(worker.headers()['cache-control']).toBe('no-cache');
});

test('the service worker takes over once the page has loaded, and the last page answers offline', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  const scriptURL = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(scriptURL).toMatch(/\/sw\.js$/);
  // Its precache holds the build's hashed files (one cache per build).
  const cached = await page.evaluate(async () => {
    const names = await caches.keys();
    const assets = names.find((name) => name.startsWith('campus-assets-'));
    return assets ? (await (await caches.open(assets)).keys()).length : 0;
  });
  expect(cached).toBeGreaterThan(50);

  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // Chromium's own verdict (what Lighthouse's retired "installable" audit read): nothing keeps the app from installing
  // but the test's own browser context, which is a private one (`in-incognito`).
  const devtools = await context.newCDPSession(page);
  const { installabilityErrors } = (await devtools.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  expect(installabilityErrors.map((error) => error.errorId)).toEqual(['in-incognito']);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  await context.setOffline(false);
});

test('push is turned on from a button, never asked on load (issue 33)', async ({ page, context, request }) => {
  const { email } = await newProspect(request, 'Push');
  const asked: string[] = [];
  await page.exposeFunction('recordPermissionAsked', (what: string) => asked.push(what));
  await page.addInitScript(() => {
    const original = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = () => {
      void (window as unknown as { recordPermissionAsked(what: string): Promise<void> }).recordPermissionAsked('ask');
      return original();
    };
  });
  await context.grantPermissions(['notifications']);
  await signIn(page, email);
  await page.goto('/mon-compte/notifications');
  await expect(page.getByRole('heading', { level: 2, name: 'Notifications push' })).toBeVisible();
  await expect(page.getByText('Les notifications push ne sont pas activées sur cet appareil.')).toBeVisible();
  expect(asked).toEqual([]);

  await page.getByRole('button', { name: 'Activer sur cet appareil' }).click();
  expect(asked).toEqual(['ask']);
  // This machine's Chromium reaches no push service (no network but the npm registry): the browser says so, and the
  // member is told in French. Where a push service answers, the device's subscription goes to the server.
  await expect(
    page
      .getByText('Les notifications push sont activées sur cet appareil.', { exact: true })
      .first()
      .or(page.getByText('Votre navigateur n’a pas pu s’abonner aux notifications push.', { exact: false }).first()),
  ).toBeVisible({ timeout: 20_000 });
});
