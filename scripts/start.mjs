// `npm start`: build the web app when its build is missing or older than its sources, then serve everything.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const builtIndex = join(root, 'apps/web/dist/index.html');

function newestChange(directory) {
  let newest = 0;
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const sources = ['apps/web/src', 'apps/web/index.html', 'packages/domain/src'].map((path) => join(root, path));
const isStale =
  !existsSync(builtIndex) ||
  sources.some(
    (path) =>
      (statSync(path).isDirectory() ? newestChange(path) : statSync(path).mtimeMs) > statSync(builtIndex).mtimeMs,
  );
if (isStale) {
  console.log('Construction de l’application web…');
  const { status } = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}

const server = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(server.status ?? 0);
