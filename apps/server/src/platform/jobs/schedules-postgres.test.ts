import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { waitUntil } from '../../testing/jobs.js';
import { createTestApp } from '../../testing/test-app.js';

// pg-boss's schedules across instances (the PostgreSQL run alone: apps/server/vitest.config.ts). pg-boss looks at
// its schedules at most once a minute: a tick is tested against the minutes the test spans.

/** Idle workers look twice a second, so ticks show up quickly. */
const FAST_POLLING = { pollIntervalSeconds: 0.5 };

describe('cron schedules on PostgreSQL', () => {
  it('run a tick once across two instances sharing the database', { timeout: 40_000 }, async () => {
    const first = await createTestApp({ seedDemo: 'never', jobs: FAST_POLLING });
    const { dataDir: _ownDataDir, ...shared } = first.config;
    const second = await createTestApp(shared);
    const ranOn: string[] = [];
    try {
      for (const [app, instance] of [
        [first.app, 'first'],
        [second.app, 'second'],
      ] as const) {
        app.jobs.define('every-minute', () => {
          ranOn.push(instance);
          return Promise.resolve(undefined);
        });
        app.jobs.schedule('every-minute', '* * * * *');
      }
      const from = Date.now();
      await Promise.all([first.app.ready(), second.app.ready()]);
      await waitUntil(() => ranOn.length > 0, 20_000);
      // Both instances look at the schedule again (every 2.5 s here) while the minute's tick is still due.
      await sleep(6000);
      const minutesSpanned = Math.floor(Date.now() / 60_000) - Math.floor(from / 60_000) + 1;
      expect(ranOn.length).toBeLessThanOrEqual(minutesSpanned);
    } finally {
      await second.close();
      await first.close();
    }
  });
});
