// The builds `npm start`, the browser tests and the benches need: each made when missing or older than its sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
/** The compiled server: one ES module bundling apps/server and the domain package; npm packages stay imports. */
export const serverEntry = join(root, 'apps/server/dist/main.js');
const builtIndex = join(root, 'apps/web/dist/index.html');

function newestChange(path) {
  if (!statSync(path).isDirectory()) return statSync(path).mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestChange(join(path, entry)));
  return newest;
}

/** True when `output` is missing or older than any file of `sources` (paths from the root). */
function isStale(output, sources) {
  if (!existsSync(output)) return true;
  const builtAt = statSync(output).mtimeMs;
  return sources.some((source) => newestChange(join(root, source)) > builtAt);
}

export function ensureWebBuild() {
  const inputs = [
    'apps/web/src',
    'apps/web/public',
    'apps/web/build',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'packages/domain/src',
  ];
  if (!isStale(builtIndex, inputs)) return;
  console.log('Construction de l’application web…');
  // A production build whoever asks (the browser tests' server runs with NODE_ENV=test, which would make Vite build
  // React's development code, chunked differently from what members get).
  const { status } = spawnSync('npm', ['run', '--silent', 'build', '-w', '@campus/web'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'inherit',
  });
  if (status !== 0) throw new Error('la construction de l’application web a échoué');
}

/** Bundles apps/server/src/main.ts (and create-admin.ts) with esbuild (about a second): no TypeScript compiled at each start. */
export async function buildServer() {
  const { build } = await import('esbuild');
  const manifest = JSON.parse(readFileSync(join(root, 'apps/server/package.json'), 'utf8'));
  // npm packages load from node_modules as usual (native ones cannot be bundled); the workspace's own code is bundled.
  const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@campus/'));
  await build({
    // The server, and the first admin's command for a deployment without the sources (the container).
    // (An older checkout the realtime bench builds, bench/prepare-baseline.sh, has no create-admin.ts.)
    entryPoints: Object.fromEntries(
      [
        ['main', join(root, 'apps/server/src/main.ts')],
        ['create-admin', join(root, 'apps/server/src/create-admin.ts')],
        // The PDF worker thread's file, beside main.js where modules/pdf/pdf-workers.ts looks for it.
        ['pdf-worker', join(root, 'apps/server/src/modules/pdf/pdf-worker.ts')],
      ].filter(([, path]) => existsSync(path)),
    ),
    outdir: dirname(serverEntry),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external,
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}

export async function ensureServerBuild() {
  if (!isStale(serverEntry, ['apps/server/src', 'apps/server/package.json', 'packages/domain/src'])) return;
  console.log('Construction du serveur…');
  await buildServer();
}
