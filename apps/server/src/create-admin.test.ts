import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { MeResponse } from '@campus/domain/account';
import { ADMINISTRATION_MESSAGES } from '@campus/domain/administration';
import { CHANNEL_SLUGS } from '@campus/domain/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from './testing/test-app.js';

const CLI = fileURLToPath(new URL('./create-admin.ts', import.meta.url));
const run = promisify(execFile);

let test: TestApp;
beforeAll(async () => {
  // An empty production database: migrated, nothing seeded.
  test = await createTestApp({ seedDemo: 'never', isProduction: true });
});
afterAll(() => test.close());

/** Runs `npm run create-admin -- …` against the test app's database; its exit code and what it printed. */
async function createAdmin(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    SEED_DEMO: '0',
    DATA_DIR: test.config.dataDir,
    PUBLIC_URL: 'https://campus.exemple.fr',
    ...(test.config.databaseUrl ? { DATABASE_URL: test.config.databaseUrl } : {}),
  };
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', CLI, ...args], { env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failure = error as { code: number; stdout: string; stderr: string };
    return { code: failure.code, stdout: failure.stdout, stderr: failure.stderr };
  }
}

describe('npm run create-admin', () => {
  it('creates the first admin of an empty production database, who chooses a password from the printed link', async () => {
    const names = ['--firstname', 'Anne', '--lastname', 'Lefort'];
    const created = await createAdmin('--email', 'Anne.Lefort@Exemple.fr', ...names);
    expect(created.code).toBe(0);
    const link = /https:\/\/campus\.exemple\.fr\/reset-password\?token=(\S+)/.exec(created.stdout);
    expect(link, created.stdout).not.toBeNull();

    const token = decodeURIComponent(link![1]!);
    const password = 'un-mot-de-passe-solide';
    const reset = { method: 'POST' as const, url: '/api/auth/reset-password', payload: { token, password } };
    expect((await test.app.inject(reset)).statusCode).toBe(204);
    // Single use.
    expect((await test.app.inject(reset)).statusCode).toBe(400);
    const login = await test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'anne.lefort@exemple.fr', password },
    });
    expect(login.statusCode).toBe(200);
    const me = await test.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: bearer(login.json<{ token: string }>().token),
    });
    const admin = me.json<MeResponse>();
    expect(admin).toMatchObject({ isCustomer: true, permissions: ['MDB_ADMIN'], firstname: 'Anne' });
    expect(admin.userChannels).toEqual([...CHANNEL_SLUGS]);
  }, 60_000);

  it('refuses an e-mail already taken, in French, with exit code 1', async () => {
    const again = await createAdmin('--email', 'anne.lefort@exemple.fr', '--firstname', 'A', '--lastname', 'L');
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(ADMINISTRATION_MESSAGES.emailTaken);
    const users = await test.app.db.selectFrom('users').select('uid').execute();
    expect(users).toHaveLength(1);
  }, 60_000);

  it('asks for the three options, and never for a password', async () => {
    const missing = await createAdmin('--email', 'pas-une-adresse');
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('--email : Cette valeur doit être une adresse e-mail valide');
    expect(missing.stderr).toContain('Usage : npm run create-admin -- --email');
    expect((await createAdmin('--password', 'secret')).code).toBe(1);
  }, 60_000);
});
