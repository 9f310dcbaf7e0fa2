// The one quality gate (epic-stack style): typecheck, lint, format, unit + API tests on SQLite,
// API tests on PostgreSQL when TEST_DATABASE_URL is set, then browser tests in Chromium.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const { TEST_DATABASE_URL, ...envWithoutPostgres } = process.env;
delete envWithoutPostgres.TEST_DIALECT;

const steps = [
  ['Typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['Lint', 'npm', ['run', '--silent', 'lint']],
  ['Format', 'npm', ['run', '--silent', 'format:check']],
  ['Unit and API tests (SQLite)', 'npx', ['vitest', 'run'], envWithoutPostgres],
];
if (TEST_DATABASE_URL) {
  steps.push([
    'API tests (PostgreSQL)',
    'npx',
    ['vitest', 'run', '--project', 'server'],
    { ...process.env, TEST_DIALECT: 'postgres' },
  ]);
} else {
  console.log('TEST_DATABASE_URL is not set: the API tests run on SQLite only.');
}
steps.push(
  ['Chromium', 'bash', ['scripts/ensure-chromium.sh']],
  ['Web build', 'npm', ['run', '--silent', 'build']],
  ['Browser tests', 'npx', ['playwright', 'test', '-c', 'apps/web/playwright.config.ts'], envWithoutPostgres],
);

const results = [];
for (const [name, command, args, env = process.env] of steps) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const { status } = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push({ name, ok: status === 0, seconds });
  if (status !== 0) break;
}

console.log('\n=== Summary');
for (const { name, ok, seconds } of results) console.log(`${ok ? 'ok  ' : 'FAIL'} ${name} (${seconds}s)`);
const failed = results.filter((result) => !result.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
