import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { waitUntil } from '../../testing/jobs.js';
import { createTestApp } from '../../testing/test-app.js';

// The in-process schedules of the embedded SQLite store (the SQLite run alone: apps/server/vitest.config.ts). On
// PostgreSQL, pg-boss keeps the schedules: schedules-postgres.test.ts.

const HOUR_MS = 60 * 60 * 1000;

describe('cron schedules on SQLite', () => {
  it('send their job once per tick', async () => {
    const test = await createTestApp({ seedDemo: 'never' });
    const ranAt: number[] = [];
    test.app.jobs.define('every-second', () => {
      ranAt.push(Date.now());
      return Promise.resolve(undefined);
    });
    test.app.jobs.schedule('every-second', '* * * * * *');
    try {
      await test.app.ready();
      await sleep(3200);
      const seconds = ranAt.map((at) => Math.floor(at / 1000));
      expect(seconds.length).toBeGreaterThanOrEqual(2);
      expect(seconds.length).toBeLessThanOrEqual(4);
      expect(new Set(seconds).size).toBe(seconds.length);
    } finally {
      await test.close();
    }
  });

  it('run a tick missed while stopped once at the next start, never twice', async () => {
    const test = await createTestApp({ seedDemo: 'never' });
    const hourly = (app: FastifyInstance) => {
      app.jobs.define('hourly', () => Promise.resolve({ ran: true }));
      app.jobs.schedule('hourly', '0 * * * *');
      return app.ready();
    };
    const hourlyJobs = () => test.app.db.selectFrom('jobs').select('status').where('name', '=', 'hourly').execute();
    try {
      await hourly(test.app);
      // A new schedule starts at its next tick.
      expect(await hourlyJobs()).toEqual([]);
      await test.app.db
        .updateTable('job_schedules')
        .set({ last_tick_at: new Date(Date.now() - 3 * HOUR_MS).toISOString() })
        .where('name', '=', 'hourly')
        .execute();
      await hourly(await test.restart());
      await waitUntil(async () => (await hourlyJobs()).length > 0 && (await hourlyJobs())[0]?.status === 'done', 5000);
      expect(await hourlyJobs()).toEqual([{ status: 'done' }]);
      await hourly(await test.restart());
      await sleep(300);
      expect(await hourlyJobs()).toEqual([{ status: 'done' }]);
    } finally {
      await test.close();
    }
  });
});
