import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web'],
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine, which then waited most of the time
    // (a file's tests wait for argon2's threads, the database, timers). Two workers ran 16 server files in 63 s against
    // 134 s; each test file has its own data directory and PostgreSQL schema (testing/test-app.ts).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
