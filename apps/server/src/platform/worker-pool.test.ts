import { afterEach, describe, expect, it } from 'vitest';
import { WorkerPool, workerFile } from './worker-pool.js';
import type { TestTasks } from './worker-pool.test-tasks.js';

let pool: WorkerPool<TestTasks>;
const createPool = (options = {}) => {
  pool = new WorkerPool<TestTasks>(workerFile('worker-pool.test-tasks', import.meta.url), { size: 1, ...options });
  return pool;
};
afterEach(() => pool.close());

describe('WorkerPool', () => {
  it('runs a task in a worker thread and answers its result; a failure answers its message', async () => {
    createPool();
    expect(await pool.run('double', 21)).toBe(42);
    await expect(pool.run('fail', 'PDF illisible')).rejects.toThrow('PDF illisible');
    expect(await pool.run('double', 2)).toBe(4);
  });

  it('leaves the event loop free while a task holds the CPU', async () => {
    createPool();
    await pool.run('double', 1); // the thread started
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 5);
    // On the event loop, this task would let no timer fire until it ended.
    const spinning = pool.run('spin', 400);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const ticksDuringTask = ticks;
    await spinning;
    clearInterval(timer);
    expect(ticksDuringTask).toBeGreaterThan(0);
  });

  it('queues tasks past its threads, in order', async () => {
    createPool();
    const results = await Promise.all([pool.run('spin', 50), pool.run('double', 5), pool.run('double', 6)]);
    expect(results).toEqual([50, 10, 12]);
  });

  it('fails a task past its time, ends its thread and goes on with a new one', async () => {
    // (The time counts from the task's start, a new thread's loading included: room for tsx's in a test.)
    createPool({ timeoutMs: 2000 });
    await expect(pool.run('never')).rejects.toThrow('took over 2000 ms');
    expect(await pool.run('double', 8)).toBe(16);
  });
});
