import { readFileSync } from 'node:fs';

/**
 * The event loop's own CPU time and its wait for a CPU, in nanoseconds, from Linux's per-thread scheduler statistics
 * (`/proc/self/task/<pid>/schedstat`: time on a CPU, time runnable but waiting for one). The main thread's id is the
 * process id. Null where the file does not exist (another kernel or system).
 */
export function readMainThreadSchedstat(): { onCpuNs: number; waitingNs: number } | null {
  try {
    const [onCpu, waiting] = readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8').split(' ');
    return { onCpuNs: Number(onCpu), waitingNs: Number(waiting) };
  } catch {
    return null;
  }
}

interface Sample {
  atNs: bigint;
  onCpuNs: number;
  waitingNs: number;
}

/** The shares of one core over a stretch of time: the thread on a CPU, and on one or runnable waiting for one. */
export interface CpuShares {
  onCpu: number;
  wanted: number;
}

/**
 * How much of one core the event loop used and wanted over the last `windowMs`: both near 1 when this process's own
 * work keeps it busy; `wanted` near 1 but `onCpu` low when other processes hold the CPU; both low when it has
 * headroom, however long it waits for I/O in between. Sampled by `sample()` (the load shedding calls it with its lag
 * measures).
 */
export class MainThreadCpu {
  readonly #samples: Sample[] = [];
  readonly #minimumSpanNs: bigint;

  constructor(
    private readonly windowMs: number,
    private readonly read: typeof readMainThreadSchedstat = readMainThreadSchedstat,
  ) {
    this.#minimumSpanNs = (BigInt(windowMs) * 1_000_000n) / 2n;
  }

  /** Whether the kernel tells the thread's CPU time here. */
  get isAvailable(): boolean {
    return this.read() !== null;
  }

  sample(atNs: bigint = process.hrtime.bigint()): void {
    const stat = this.read();
    if (!stat) return;
    this.#samples.push({ atNs, ...stat });
    const windowNs = BigInt(this.windowMs) * 1_000_000n;
    while (this.#samples.length > 2 && atNs - this.#samples[1]!.atNs >= windowNs) this.#samples.shift();
  }

  /** Forgets what was measured so far and starts the window again now (the boot's work is not load). */
  restart(atNs: bigint = process.hrtime.bigint()): void {
    this.#samples.length = 0;
    this.sample(atNs);
  }

  /**
   * The shares between the oldest sample of the window and the newest; null until they span half the window. The
   * kernel adds a running thread's time at its scheduler ticks, so over a few milliseconds the figures are off by a
   * tick's worth: measured, 17 ms after a restart the loop was told to have used 1.6 cores, and a sign-in was shed.
   */
  get shares(): CpuShares | null {
    const first = this.#samples[0];
    const last = this.#samples.at(-1);
    if (!first || !last || last.atNs - first.atNs < this.#minimumSpanNs) return null;
    const elapsedNs = Number(last.atNs - first.atNs);
    const onCpuNs = last.onCpuNs - first.onCpuNs;
    return { onCpu: onCpuNs / elapsedNs, wanted: (onCpuNs + last.waitingNs - first.waitingNs) / elapsedNs };
  }
}
