import { describe, expect, it } from 'vitest';
import { MAX_UNUSED_BYTES, UNMINIFIED_TO_WIRE, filesByRoute, routeGroups, type BuiltChunk } from './chunk-groups';

/** A chunk of `bytes` on the wire holding the module of the same name. */
const chunk = (
  fileName: string,
  bytes: number,
  imports: string[] = [],
  isEntry = false,
  dynamicImports: string[] = [],
): BuiltChunk => ({
  fileName,
  isEntry,
  moduleIds: [`/src/${fileName}`],
  imports,
  dynamicImports,
  importedCss: [],
  codeLength: Math.round(bytes / UNMINIFIED_TO_WIRE),
});

const routes = (entries: Record<string, string[]>) =>
  new Map(Object.entries(entries).map(([route, files]) => [route, files.map((file) => `/src/${file}`)]));

const groupOf = (chunks: BuiltChunk[], byRoute: Map<string, string[]>, file: string) =>
  routeGroups(chunks, byRoute).get(`/src/${file}`);

const pages = (count: number) => Array.from({ length: count }, (_, index) => `page-${index}`);

describe('filesByRoute', () => {
  it('lists the chunks a route loads with what they import, without the entry’s', () => {
    const chunks = [
      chunk('main', 100_000, ['react'], true),
      chunk('react', 50_000),
      chunk('page', 1000, ['icon', 'react']),
      chunk('icon', 200),
    ];
    const { files } = filesByRoute(chunks, routes({ '/': ['page'] }));
    expect(files.get('/')).toEqual(['page', 'icon']);
  });
});

describe('routeGroups', () => {
  it('keeps the entry’s modules in the entry and puts small chunks needed by the same pages together', () => {
    const chunks = [
      chunk('main', 100_000, [], true),
      chunk('shell', 6000),
      chunk('menu', 500),
      chunk('bell', 300),
      chunk('dashboard', 4000, ['shell', 'menu', 'bell']),
      chunk('messages', 4000, ['shell', 'menu', 'bell']),
    ];
    const byRoute = routes({ '/': ['dashboard'], '/messages': ['messages'] });
    expect(groupOf(chunks, byRoute, 'main')).toBe('index');
    expect(groupOf(chunks, byRoute, 'menu')).toBe(groupOf(chunks, byRoute, 'shell'));
    expect(groupOf(chunks, byRoute, 'bell')).toBe(groupOf(chunks, byRoute, 'shell'));
  });

  it("weighs a namespace's texts at what they weigh on the wire, as JSON that minifying does not shorten", () => {
    // Texts of the member pages, as long as code a merge may hand the login page: as code they would fit in its
    // allowance of unused bytes; as texts they weigh about 2.6 times more, and do not.
    const length = Math.round((MAX_UNUSED_BYTES * 0.8) / UNMINIFIED_TO_WIRE);
    const build = (textsModule: string) => {
      const chunks = [
        chunk('main', 100_000, [], true),
        chunk('login', 3000, ['form']),
        chunk('form', 1000),
        { ...chunk('texts', 0), moduleIds: [textsModule], codeLength: length },
        ...pages(12).map((page) => chunk(page, 2000, ['texts', 'form'])),
      ];
      const byRoute = routes({
        '/login': ['login'],
        ...Object.fromEntries(pages(12).map((page) => [`/${page}`, [page]])),
      });
      const groups = routeGroups(chunks, byRoute);
      return groups.get('/src/form') === groups.get(textsModule);
    };
    expect(build('/src/texts.ts')).toBe(true);
    expect(build('/src/locales/fr/layout.json')).toBe(false);
  });

  it('leaves the chunks no first load needs to Rollup', () => {
    const chunks = [chunk('main', 100_000, [], true), chunk('page', 2000), chunk('modal', 1000)];
    expect(groupOf(chunks, routes({ '/': ['page'] }), 'modal')).toBeUndefined();
  });

  it('never makes a page load more unused code than allowed, however many requests it would save', () => {
    // Twelve member pages would each save a request if the form went with the shell; the login page would then
    // load the shell for nothing.
    const shellBytes = MAX_UNUSED_BYTES + 2000;
    const chunks = [
      chunk('main', 100_000, [], true),
      chunk('login', 3000, ['form']),
      chunk('form', 1000),
      chunk('shell', shellBytes),
      ...pages(12).map((page) => chunk(page, 2000, ['shell', 'form'])),
    ];
    const byRoute = routes({
      '/login': ['login'],
      ...Object.fromEntries(pages(12).map((page) => [`/${page}`, [page]])),
    });
    expect(groupOf(chunks, byRoute, 'form')).not.toBe(groupOf(chunks, byRoute, 'shell'));
  });

  it('gives a lean page no code it does not use, while the other pages still save their requests', () => {
    // Twelve member pages save a request each if the small shell chunk goes with the form; the login page, lean, would
    // then load the shell for nothing, however small.
    const chunks = [
      chunk('main', 100_000, [], true),
      chunk('login', 3000, ['form']),
      chunk('form', 1000),
      chunk('shell', 500),
      chunk('menu', 500),
      ...pages(12).map((page) => chunk(page, 2000, ['shell', 'menu', 'form'])),
    ];
    const byRoute = routes({
      '/login': ['login'],
      ...Object.fromEntries(pages(12).map((page) => [`/${page}`, [page]])),
    });
    const leanGroups = routeGroups(chunks, byRoute, new Set(['/login']));
    expect(leanGroups.get('/src/form')).not.toBe(leanGroups.get('/src/shell'));
    expect(leanGroups.get('/src/shell')).toBe(leanGroups.get('/src/menu'));
    // Not lean, the login page takes the shell with the form: 500 bytes are within its allowance.
    expect(groupOf(chunks, byRoute, 'form')).toBe(groupOf(chunks, byRoute, 'shell'));
  });

  it('does not give a page a chunk whose imports it does not load when they weigh more than its allowance', () => {
    // The icons are needed by the login page and three member pages, the replays by those member pages; the replays
    // import the learning contracts (20 KB), which the login page does not load: with the icons, it would load them too.
    const chunks = [
      chunk('main', 100_000, [], true),
      chunk('login', 2000, ['icons']),
      chunk('icons', 300),
      chunk('replays', 200, ['contracts']),
      chunk('contracts', 20_000),
      chunk('other', 2000, ['contracts']),
      ...pages(3).map((page) => chunk(page, 2000, ['icons', 'replays'])),
    ];
    const byRoute = routes({
      '/login': ['login'],
      '/other': ['other'],
      ...Object.fromEntries(pages(3).map((page) => [`/${page}`, [page]])),
    });
    expect(groupOf(chunks, byRoute, 'replays')).not.toBe(groupOf(chunks, byRoute, 'icons'));
  });

  it('lets a page take a chunk with the imports it lacks when all of it fits its allowance, counted', () => {
    // The menu and the footer go together on twelve member pages; the legal page needs the footer only. With the menu,
    // it fetches the menu's icons too (a request and 1,000 bytes more): counted, that is well worth the twelve requests
    // saved. The icons stay apart: the login page, lean, loads them without the menu.
    const chunks = [
      chunk('main', 100_000, [], true),
      chunk('menu', 300, ['icons']),
      chunk('footer', 300),
      chunk('icons', 1000),
      chunk('legal', 2000, ['footer']),
      chunk('login', 2000, ['icons']),
      ...pages(12).map((page) => chunk(page, 2000, ['menu', 'footer', 'icons'])),
    ];
    const byRoute = routes({
      '/legal': ['legal'],
      '/login': ['login'],
      ...Object.fromEntries(pages(12).map((page) => [`/${page}`, [page]])),
    });
    const groups = routeGroups(chunks, byRoute, new Set(['/login']));
    expect(groups.get('/src/menu')).toBe(groups.get('/src/footer'));
    expect(groups.get('/src/icons')).not.toBe(groups.get('/src/menu'));
  });

  it('puts together the chunks a part loaded after the first paint needs, though no first load needs them', () => {
    // The header's live popups load once the page is painted, within its first load: their realtime client, their
    // lists and their texts' code come in one request, not four.
    const chunks = [
      chunk('main', 100_000, [], true, ['popups']),
      chunk('dashboard', 2000),
      chunk('popups', 1000, ['realtime', 'discussions', 'notifications']),
      chunk('realtime', 2500),
      chunk('discussions', 600),
      chunk('notifications', 600),
    ];
    const byRoute = routes({ '/': ['dashboard'] });
    const groups = routeGroups(chunks, byRoute);
    expect(groups.get('/src/popups')).toBeDefined();
    for (const file of ['realtime', 'discussions', 'notifications'])
      expect(groups.get(`/src/${file}`)).toBe(groups.get('/src/popups'));
  });

  it('does not make a part loaded on demand fetch a page’s code with the card it shares with that page', () => {
    // The dashboard loads its lower cards once its first screen is painted; one of them is also the calendar's. With
    // the calendar's group, loading the lower cards would fetch the whole calendar.
    const chunks = [
      chunk('main', 100_000, [], true),
      chunk('dashboard', 2000, [], false, ['lower-cards']),
      chunk('lower-cards', 1000, ['sessions-card']),
      chunk('sessions-card', 1000),
      chunk('calendar', 30_000, ['sessions-card']),
    ];
    const byRoute = routes({ '/': ['dashboard'], '/calendar': ['calendar'] });
    expect(groupOf(chunks, byRoute, 'sessions-card')).not.toBe(groupOf(chunks, byRoute, 'calendar'));
  });

  it('does not make a page’s texts, loaded on their own by a part of another page, fetch that page', () => {
    // The notifications texts are the notifications page's, and the dashboard's lower cards load them on demand.
    const chunks = [
      chunk('main', 100_000, [], true, ['notifications.json', 'dashboard', 'notifications']),
      chunk('dashboard', 2000),
      chunk('notifications', 20_000),
      chunk('notifications.json', 1000),
    ];
    const byRoute = routes({ '/': ['dashboard'], '/notifications': ['notifications', 'notifications.json'] });
    expect(groupOf(chunks, byRoute, 'notifications.json')).not.toBe(groupOf(chunks, byRoute, 'notifications'));
  });

  it('never makes two groups import each other: the first to run would read the other’s exports before they exist', () => {
    // The layout imports the shell, which imports an icon that a popup loaded on demand also imports. The shell is too
    // big for the popup to fetch with it; the layout is small enough. Put with the icon, the layout's group would
    // import the shell, and the shell that group: whichever ran first would read the icon before its group had run.
    const chunks = [
      chunk('main', 100_000, [], true, ['popup']),
      chunk('layout', 100, ['shell']),
      chunk('mdb-layout', 100, ['shell']),
      chunk('icon', 300),
      chunk('shell', 9000, ['icon']),
      chunk('popup', 500, ['icon']),
    ];
    const byRoute = routes({ '/': ['layout'], '/mdb': ['mdb-layout'] });
    const groups = routeGroups(chunks, byRoute);
    const group = (file: string) => groups.get(`/src/${file}`);
    expect(group('shell')).not.toBe(group('icon'));
    expect(group('layout')).not.toBe(group('icon'));
  });
});
