import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import subsetFont from 'subset-font';
import type { OutputAsset, OutputBundle, OutputChunk } from 'rollup';
import { build, defineConfig, runnerImport, transformWithEsbuild, type Plugin, type PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { filesByRoute, routeGroups, type BuiltChunk } from './build/chunk-groups';
import type * as RouteTable from './src/app/route-table';

const SERVER = 'http://127.0.0.1:3000';

/** Text files worth compressing; fonts and pictures are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this size a compressed copy saves less than its headers cost. */
const MIN_COMPRESSED_BYTES = 1024;

const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);

async function filesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Writes `file.br` and `file.gz` beside every compressible built file, at the strongest levels, once per build:
 * the server sends them as they are (architecture 4.10) instead of compressing each answer.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'campus-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(file);
          if (content.length < MIN_COMPRESSED_BYTES) return;
          const [brotli, gzipped] = await Promise.all([
            toBrotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            toGzip(content, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${file}.br`, brotli), writeFile(`${file}.gz`, gzipped)]);
        }),
      );
    },
  };
}

/** The font of every first paint: Inter's latin subset (the fontsource CSS declares it with font-display: swap). */
const FIRST_PAINT_FONT = /inter-latin-wght-normal-[\w-]+\.woff2$/;

/** Inter's latin file (fontsource): the one font file of a first paint. */
const FIRST_PAINT_FONT_SOURCE = fileURLToPath(
  import.meta.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'),
);
/** Where the build writes its French subset, under the same name; the stylesheet's url() is aliased to it. */
const FRENCH_FONT = fileURLToPath(
  new URL('node_modules/.cache/campus-font/inter-latin-wght-normal.woff2', import.meta.url),
);

const codePoints = (from: number, to: number) =>
  String.fromCodePoint(...Array.from({ length: to - from + 1 }, (_, index) => from + index));
/**
 * The characters French text needs: Basic Latin, Latin-1 (accents, « », non-breaking space), Œ œ, the general
 * punctuation block (’ ‘ “ ” – — … › and the narrow no-break space of French number formats), €, and the few signs
 * fontsource's latin range also promised (™ ↑ ↓ − ∕). Any other character falls back to the system font.
 */
const FRENCH_TEXT = `${codePoints(0x20, 0x7e)}${codePoints(0xa0, 0xff)}Œœ€™↑↓−∕${codePoints(0x2000, 0x206f)}`;
/** The weights the app uses: regular text, font-medium, font-semibold, font-bold. */
const USED_WEIGHTS = { min: 400, max: 700 };
/**
 * The OpenType features a browser applies to Latin text unless told otherwise (composition, local forms, marks,
 * kerning, ligatures, contextual alternates, the variable font's own substitutions), and `tnum` for `tabular-nums`.
 * Inter's stylistic sets, character variants, fractions and the like, which no style of the app asks for, go: about
 * 2 KB of glyphs.
 */
const USED_FEATURES = ['ccmp', 'locl', 'rlig', 'mark', 'mkmk', 'kern', 'liga', 'clig', 'calt', 'rclt', 'rvrn', 'tnum'];

/**
 * Subsets the first paint's font to French and to the weights and features in use (48 KB to about 26 KB), with
 * harfbuzz's wasm build, before the stylesheet is processed; its `font-display: swap` and its preload stay as they are.
 */
function frenchFont(): Plugin {
  return {
    name: 'campus-french-font',
    async buildStart() {
      const subset = await subsetFont(await readFile(FIRST_PAINT_FONT_SOURCE), FRENCH_TEXT, {
        targetFormat: 'woff2',
        variationAxes: { wght: USED_WEIGHTS },
        keepFeatures: USED_FEATURES,
      });
      await mkdir(dirname(FRENCH_FONT), { recursive: true });
      await writeFile(FRENCH_FONT, subset);
    },
  };
}

/** Preloads the first paint's font from the page, rather than once the stylesheet has arrived and been applied. */
function preloadFont(): Plugin {
  return {
    name: 'campus-preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const font = Object.keys(bundle ?? {}).find((file) => FIRST_PAINT_FONT.test(file));
        if (!font) throw new Error('the first paint font is missing from the build');
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/** A classic inline script, minified (the server allows it by the hash of what the build wrote). */
async function minifyInlineScript(code: string): Promise<string> {
  const { code: minified } = await transformWithEsbuild(code, 'inline-script.js', { minify: true });
  return minified.trim().replace(/;$/, '');
}

/**
 * The built page without index.html's comments and the line breaks and indentation between its tags (the shell is laid
 * out by flex and grid, never by spaces between tags), its inline script minified: 0.2 KB brotli less on every first
 * load.
 */
function compactPage(): Plugin {
  return {
    name: 'campus-compact-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const scripts = await Promise.all(
          [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(async ([tag, code]) => ({
            tag,
            minified: `<script>${await minifyInlineScript(code ?? '')}</script>`,
          })),
        );
        return scripts
          .reduce((page, { tag, minified }) => page.replace(tag, minified), html)
          .replace(/<!--[\s\S]*?-->/g, '')
          .replace(/>\s*\n\s*</g, '><')
          .trim();
      },
    },
  };
}

type RouteTableModule = typeof RouteTable;

/** The language of a first visit: its namespaces are the ones worth preloading. */
const FIRST_VISIT_LANGUAGE = 'fr';

/**
 * Set in the probe build of `routeChunks`: it chunks as Rollup would alone and only its chunks are read, so it writes,
 * compresses and subsets nothing (the outer build subsets the font at the same time; the probe takes the original).
 */
const IS_CHUNK_PROBE = process.env.CAMPUS_CHUNK_PROBE === '1';

const builtChunks = (files: readonly (OutputChunk | OutputAsset)[]): BuiltChunk[] =>
  files
    .filter((file): file is OutputChunk => file.type === 'chunk')
    .map((chunk) => ({
      fileName: chunk.fileName,
      isEntry: chunk.isEntry,
      moduleIds: chunk.moduleIds,
      imports: chunk.imports,
      dynamicImports: chunk.dynamicImports,
      importedCss: [...(chunk.viteMetadata?.importedCss ?? [])],
      codeLength: chunk.code.length,
    }));

/** The entry chunk's file, once the build has named it (`routeChunks`). */
let entryFileName: string | undefined;

/**
 * The sign-in page, every member's first load on a new device, budgeted at 150 KB on the wire (issue 10): it takes no
 * code it does not use. Merges that would save member pages a request by handing it their code are left out (measured:
 * 3 KB less for it, 0.8 KB more for messages, and none at all for the dashboard and calendar).
 */
const LEAN_FIRST_LOADS: ReadonlySet<string> = new Set(['/login']);

/**
 * Groups the app's code by the URLs whose first load needs it, then writes `route-preloads.json`.
 *
 * Left to itself, Rollup makes one chunk per set of lazy imports reaching a module: every icon, small component and
 * query helper shared by a few pages became its own file of a few hundred bytes, and the dashboard's first load was
 * about 90 requests, each a round trip on a phone's six HTTP/1.1 connections. So the build runs twice. A first,
 * unminified build in memory (the probe) chunks as Rollup would; from it `routeGroups` (build/chunk-groups.ts) knows
 * which URLs need each chunk and puts together the modules of chunks needed by the same URLs, merging further while
 * it pays. The real build then names those groups, and keeps the entry's modules in the entry.
 *
 * `route-preloads.json` lists, for each URL pattern, the built files its page loads besides the entry. The server
 * links them from the page it sends for that URL (apps/server/src/platform/web-app.ts), so the browser fetches them
 * beside the entry instead of after it has run; after a navigation the router reads it (src/app/route-files.ts).
 */
function routeChunks(): Plugin {
  let root = '.';
  const moduleIdsByRoute = new Map<string, string[]>();
  /** The chunk each module of the app goes to (from the probe build). */
  let groupOf = new Map<string, string>();
  return {
    name: 'campus-route-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async buildStart() {
      const srcDir = join(root, 'src');
      // Through Vite's module runner: the route table imports the domain package's TypeScript.
      const { module: routeTable } = await runnerImport<RouteTableModule>(join(srcDir, 'app/route-table.ts'), {
        configFile: false,
        logLevel: 'warn',
      });
      for (const { pattern, modules } of routeTable.routePatterns())
        moduleIdsByRoute.set(
          pattern,
          modules.flatMap(({ file, namespaces = [] }) => [
            join(srcDir, 'app', `${file}.tsx`),
            ...namespaces.map((namespace) => join(srcDir, 'locales', FIRST_VISIT_LANGUAGE, `${namespace}.json`)),
          ]),
        );
      if (IS_CHUNK_PROBE) return;
      process.env.CAMPUS_CHUNK_PROBE = '1';
      try {
        const probe = await build({
          root,
          configFile: join(root, 'vite.config.ts'),
          logLevel: 'warn',
          build: { write: false, minify: false },
        });
        const outputs = Array.isArray(probe) ? probe : [probe];
        const files = outputs.flatMap((output) => ('output' in output ? output.output : []));
        groupOf = routeGroups(builtChunks(files), moduleIdsByRoute, LEAN_FIRST_LOADS);
      } finally {
        delete process.env.CAMPUS_CHUNK_PROBE;
      }
    },
    outputOptions(options) {
      if (IS_CHUNK_PROBE) return options;
      return {
        ...options,
        // A group holds the modules named for it, and Rollup adds none of their imports to it.
        onlyExplicitManualChunks: true,
        manualChunks: (id) => groupOf.get(id),
      };
    },
    generateBundle(_options, bundle: OutputBundle) {
      // Before Vite's own generateBundle (a later plugin) writes the entry's list of each import's files.
      entryFileName = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry)?.fileName;
      const { files } = filesByRoute(builtChunks(Object.values(bundle)), moduleIdsByRoute);
      const preloads = Object.fromEntries(
        [...files].map(([pattern, routeFiles]) => [pattern, routeFiles.map((file) => `/${file}`)]),
      );
      // ROUTE_PRELOADS_FILE of @campus/domain/navigation, which the server and the router read (this config, loaded by
      // Node, cannot import the domain's TypeScript).
      this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: JSON.stringify(preloads, null, 2) });
    },
  };
}

/**
 * V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints, Chrome 136+; a comment elsewhere) as the
 * first line of every built script, once minified: a chunk holds what a page runs when it loads, so its functions are
 * compiled as the file arrives, off the main thread for a streamed one, instead of each at its first call inside the
 * first render's long task.
 */
function compileHints(): Plugin {
  const hint = '//# allFunctionsCalledOnLoad\n';
  return {
    name: 'campus-compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle: OutputBundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        file.code = hint + file.code;
        // One more line at the top: the map's lines move down by one.
        if (file.map) file.map.mappings = `;${file.map.mappings}`;
      }
    },
  };
}

/**
 * React and React DOM, in the production build, are Preact's compatibility layer (build/react-on-preact.js): the entry
 * of every first load is 47 KB brotli lighter, and quicker to run on a phone. `react-dom/client` is compat's own
 * `createRoot`; the JSX runtime is Preact's.
 */
const REACT_ON_PREACT_MODULE = fileURLToPath(new URL('build/react-on-preact.js', import.meta.url));
const REACT_ON_PREACT = [
  { find: /^react-dom\/client$/, replacement: fileURLToPath(import.meta.resolve('preact/compat/client')) },
  { find: /^react(?:-dom)?$/, replacement: REACT_ON_PREACT_MODULE },
  { find: /^react\/jsx-runtime$/, replacement: fileURLToPath(import.meta.resolve('preact/jsx-runtime')) },
];

/**
 * The installable app (issue 33): the manifest (linked from the page), and the service worker built from
 * sw/sw.ts to /sw.js with the list of the build's hashed files to precache. The page registers it once loaded
 * (src/main.tsx), off a first load's critical path.
 */
const installableApp = () =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'sw',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: {
      id: '/',
      name: 'Campus',
      short_name: 'Campus',
      description: 'Campus, votre espace de formation et de communauté.',
      lang: 'fr',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#F6F7F9',
      theme_color: '#1D4ED8',
      icons: [
        { src: '/icons/campus-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/campus-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/campus-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    injectManifest: {
      // The hashed files only: the page itself always comes from the network (a deploy's new page, never a stale one).
      globPatterns: ['assets/**/*.{js,css,woff2}'],
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      rollupFormat: 'iife',
    },
  });

// The plugins' types come from the hoisted vite 8 (vitest's); the app builds with its own vite 7.
const plugins = [
  react(),
  tailwindcss(),
  ...(IS_CHUNK_PROBE ? [] : [frenchFont(), preloadFont(), compactPage()]),
  routeChunks(),
  IS_CHUNK_PROBE ? null : installableApp(),
  IS_CHUNK_PROBE ? null : compileHints(),
  IS_CHUNK_PROBE ? null : precompress(),
  // `BUNDLE_STATS=1 npm run build` writes apps/web/bundle-stats.html: what each chunk is made of.
  process.env.BUNDLE_STATS ? visualizer({ filename: 'bundle-stats.html', gzipSize: true, brotliSize: true }) : null,
] as unknown as PluginOption[];

export default defineConfig(({ command }) => ({
  plugins,
  resolve: {
    alias: [
      // React 19 has useSyncExternalStore; react-i18next imports the React 17 shim, which would only forward to it.
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: command === 'build' ? REACT_ON_PREACT_MODULE : 'react',
      },
      // The stylesheet's url() of Inter's latin file, however the CSS import rebased it, leads to its French subset.
      {
        find: /^.*\/files\/inter-latin-wght-normal\.woff2$/,
        replacement: IS_CHUNK_PROBE ? FIRST_PAINT_FONT_SOURCE : FRENCH_FONT,
      },
      ...(command === 'build'
        ? [
            ...REACT_ON_PREACT,
            // react-router's package exports only its development build (with its warnings); the build takes the
            // production one it ships beside it (0.5 KB brotli less in the entry). The dev server keeps the warnings.
            {
              find: /^react-router$/,
              replacement: fileURLToPath(import.meta.resolve('react-router')).replace('/development/', '/production/'),
            },
          ]
        : []),
    ],
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: {
      '/api': { target: SERVER, ws: true, changeOrigin: true },
      '/shop': { target: SERVER, changeOrigin: true },
      '/uploads': { target: SERVER, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    modulePreload: {
      // Every browser the app supports has modulepreload: no polyfill in the entry.
      polyfill: false,
      // The entry imports every page: Vite would list each one's files in it (1.5 KB brotli of every first load).
      // A page's HTML preloads its files, and a navigation reads them from route-preloads.json (route-files.ts).
      // Stylesheets stay listed: Vite adds them whatever this returns.
      resolveDependencies: (_file, dependencies, { hostId }) => (hostId === entryFileName ? [] : dependencies),
    },
    // Terser's extra passes take a few more KB off the entry than esbuild's single pass.
    minify: 'terser',
    terserOptions: { compress: { passes: 2 }, format: { comments: false } },
  },
}));
