import { configDefaults, defineProject } from 'vitest/config';

// Two instances share state only through PostgreSQL + Redis (messages, pg-boss's schedules): the PostgreSQL run alone.
const postgresOnly = [
  'src/realtime/two-instances.test.ts',
  'src/platform/jobs/schedules-postgres.test.ts',
  'src/db/own-schema-introspector.test.ts',
];
// SQLite's query plans (EXPLAIN QUERY PLAN) and its in-process schedules belong to the SQLite run alone.
const sqliteOnly = ['src/query-plans.test.ts', 'src/platform/jobs/schedules-sqlite.test.ts'];

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(process.env.TEST_DIALECT === 'postgres' ? sqliteOnly : postgresOnly)],
    testTimeout: 20000,
    hookTimeout: 30000,
  },
});
