import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { signIn, submitLogin } from './support';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page paints the shell from its HTML and stylesheet: sidebar frame with the logo, header, skeleton', async ({
    page,
  }) => {
    await page.goto('/');
    const shell = page.locator('#root > div');
    await expect(shell.getByText('Campus', { exact: true })).toBeVisible();
    await expect(shell.locator('svg').first()).toBeVisible();
    const sidebarWidth = await shell
      .locator('> div')
      .first()
      .evaluate((element) => element.getBoundingClientRect().width);
    expect(sidebarWidth).toBe(264); // the sidebar's w-66, as drawn once React runs
  });
});

test('the first load comes compressed: the page revalidated, the built files brotli and cached for a year', async ({
  page,
}) => {
  const built: { url: string; encoding: string | undefined; cacheControl: string | undefined }[] = [];
  const scriptStarts: Promise<{ url: string; start: string }>[] = [];
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.startsWith('/assets/')) return;
    const headers = response.headers();
    built.push({ url: response.url(), encoding: headers['content-encoding'], cacheControl: headers['cache-control'] });
    if (response.url().endsWith('.js'))
      scriptStarts.push(response.text().then((text) => ({ url: response.url(), start: text.slice(0, 40) })));
  });
  const pageResponse = await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  const pageHeaders = (await pageResponse?.allHeaders()) ?? {};
  expect(pageHeaders['cache-control']).toBe('no-cache');
  expect(pageHeaders['content-encoding']).toBe('br');
  // Without index.html's comments nor the indentation between its tags.
  const pageText = (await pageResponse?.text()) ?? '';
  expect(pageText).toContain('<div id="root">');
  expect(pageText).not.toContain('<!--');
  expect(pageText).not.toMatch(/>\s*\n\s*</);

  const scripts = built.filter(({ url }) => url.endsWith('.js') || url.endsWith('.css'));
  expect(scripts.length).toBeGreaterThan(0);
  for (const { url, encoding, cacheControl } of scripts) {
    expect.soft(cacheControl, url).toBe('public, max-age=31536000, immutable');
    // Files under 1 KB are not worth a compressed copy.
    if (encoding !== undefined) expect.soft(encoding, url).toBe('br');
  }
  expect(scripts.some(({ encoding }) => encoding === 'br')).toBe(true);
  // Each script opens with V8's compile hint: its functions are compiled as it arrives (vite.config.ts).
  const starts = await Promise.all(scriptStarts);
  expect(starts.length).toBeGreaterThan(0);
  for (const { url, start } of starts) expect.soft(start, url).toMatch(/^\/\/# allFunctionsCalledOnLoad\n/);
  const font = built.find(({ url }) => url.endsWith('.woff2'));
  expect(font?.cacheControl).toBe('public, max-age=31536000, immutable');
});

test("the page of a route preloads its chunks and texts, which the page then uses; an unknown page only the entry's", async ({
  page,
  request,
}) => {
  const html = async (path: string) => (await request.get(path, { headers: { accept: 'text/html' } })).text();
  const modulePreloads = (text: string) =>
    [...text.matchAll(/<link rel="modulepreload" crossorigin (?:fetchpriority="low" )?href="([^"]+)">/g)].map(
      (match) => match[1] ?? '',
    );
  const messagesPreloads = modulePreloads(await html('/mon-suivi/messages'));
  expect(messagesPreloads.some((file) => /\/mon-suivi-messages-[\w-]+\.js$/.test(file))).toBe(true);
  // Every file the build grouped for that page (its layout, guard, shared code and texts, route-preloads.json).
  const builtPreloads = JSON.parse(
    readFileSync(fileURLToPath(new URL('../dist/route-preloads.json', import.meta.url)), 'utf8'),
  ) as Record<string, string[]>;
  expect(builtPreloads['/mon-suivi/messages']?.length).toBeGreaterThan(1);
  expect(messagesPreloads).toEqual(expect.arrayContaining(builtPreloads['/mon-suivi/messages'] ?? []));
  expect(modulePreloads(await html('/une-page-inconnue'))).toEqual(modulePreloads(await html('/cgu-inconnues')));
  expect(modulePreloads(await html('/une-page-inconnue')).some((file) => file.includes('mon-suivi'))).toBe(false);

  // The login page's preloads are the files the page fetches: no chunk it never asks for.
  const loginPreloads = modulePreloads(await html('/login'));
  const fetched = new Set<string>();
  page.on('request', (sent) => fetched.add(new URL(sent.url()).pathname));
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  for (const file of loginPreloads) expect.soft(fetched.has(file), file).toBe(true);
});

test("a navigation asks at once for every file of the next page, from the build's list the entry does not carry", async ({
  page,
}) => {
  const builtPreloads = JSON.parse(
    readFileSync(fileURLToPath(new URL('../dist/route-preloads.json', import.meta.url)), 'utf8'),
  ) as Record<string, string[]>;
  const fetched: string[] = [];
  page.on('request', (sent) => fetched.push(new URL(sent.url()).pathname));
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  // The first load needs no list: its page came with its preloads.
  expect(fetched).not.toContain('/route-preloads.json');

  await submitLogin(page, 'mdb@campus.test');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(fetched.filter((path) => path === '/route-preloads.json')).toHaveLength(1);
  const dashboardFiles = builtPreloads['/']?.filter((file) => file.endsWith('.js')) ?? [];
  expect(dashboardFiles.length).toBeGreaterThan(1);
  for (const file of dashboardFiles) expect.soft(fetched, file).toContain(file);
});

test("a signed-in member's reload refreshes the token once, sent by the page before its scripts run, allowed by the CSP", async ({
  page,
}) => {
  await signIn(page, 'mdb@campus.test');
  const refreshes: (string | undefined)[] = [];
  const cspViolations: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/me/refresh') refreshes.push(sent.headers().authorization);
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  const storedToken = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('campus.session') ?? '{}') as { apiToken?: string }).apiToken,
  );

  await page.reload();
  await expect(page.getByText(/^Bonjour /)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(refreshes).toEqual([`Bearer ${storedToken}`]);
  expect(cspViolations).toEqual([]);
  // The app took that answer: the stored token is the fresh one, and the member stays signed in on the next visit.
  const freshToken = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('campus.session') ?? '{}') as { apiToken?: string }).apiToken,
  );
  expect(freshToken).toBeTruthy();
  expect(freshToken).not.toBe(storedToken);
  await page.goto('/mon-suivi/messages');
  await expect(page.getByRole('heading', { level: 1, name: 'Mes messages' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the messages page does not move when its discussions arrive after its first screen (no layout shift)', async ({
    page,
  }) => {
    await signIn(page, 'mdb@campus.test');
    // The socket's frames reach the page 1.5 s late, as on a slow network: longer than a first render waits for the
    // list (FIRST_SCREEN_DATA_WAIT_MS), so the list's placeholder is painted first.
    await page.routeWebSocket(/\/api\/realtime$/, (socket) => {
      const server = socket.connectToServer();
      server.onMessage((message) => setTimeout(() => socket.send(message), 1500));
    });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      new PerformanceObserver((entries) => {
        for (const entry of entries.getEntries() as (PerformanceEntry & { value: number })[]) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
      Object.assign(window, { campusShifts: shifts });
    });
    await page.goto('/mon-suivi/messages');
    await expect(page.locator('[aria-busy="true"]')).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Discussions', exact: true }).getByRole('listitem').first(),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    const shifted = await page.evaluate(() =>
      (window as unknown as { campusShifts: number[] }).campusShifts.reduce((sum, value) => sum + value, 0),
    );
    expect(shifted).toBeLessThan(0.01);
  });
});

test('the calendar page shows its title, then its planning and FullCalendar, neither of them preloaded', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/mon-suivi/calendrier', { headers: { accept: 'text/html' } })).text();
  expect(html).toContain('/calendrier-');
  expect(html).not.toContain('/calendar-view-');
  expect(html).not.toContain('/calendar-planning-');
  await signIn(page, 'mdb@campus.test');
  const fullCalendarAsked: number[] = [];
  page.on('request', (sent) => {
    if (/\/calendar-view-[\w-]+\.js$/.test(sent.url())) fullCalendarAsked.push(Date.now());
  });
  await page.goto('/mon-suivi/calendrier');
  await expect(page.getByRole('heading', { level: 1, name: 'Mon calendrier' })).toBeVisible();
  await expect(page.locator('.fc')).toBeVisible();
  expect(fullCalendarAsked).toHaveLength(1);
});
