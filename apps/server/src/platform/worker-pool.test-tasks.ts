// The worker file of worker-pool.test.ts: tasks that answer, fail, spin the CPU or never end.
import { serveTasks } from './worker-pool.js';

const TEST_TASKS = {
  double: (value: number) => value * 2,
  fail: (message: string) => {
    throw new Error(message);
  },
  /** Holds its thread's CPU for `ms`, as a PDF's rendering does. */
  spin: (ms: number) => {
    const end = Date.now() + ms;
    while (Date.now() < end);
    return ms;
  },
  never: () => new Promise<never>(() => undefined),
};
export type TestTasks = typeof TEST_TASKS;

serveTasks(TEST_TASKS);
