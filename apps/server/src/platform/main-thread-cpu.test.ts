import { describe, expect, it } from 'vitest';
import { MainThreadCpu, readMainThreadSchedstat } from './main-thread-cpu.js';

const MS = 1_000_000;

describe('the event loop thread', () => {
  it("reads its time on a CPU and its wait for one from Linux's scheduler statistics", () => {
    const before = readMainThreadSchedstat();
    const until = Date.now() + 30;
    while (Date.now() < until) {
      // busy
    }
    const after = readMainThreadSchedstat();
    expect(before).not.toBeNull();
    expect(after!.onCpuNs - before!.onCpuNs).toBeGreaterThan(0);
    expect(after!.waitingNs).toBeGreaterThanOrEqual(before!.waitingNs);
  });

  it('tells the share of a core it used from the share it wanted (running, or runnable while others ran)', () => {
    let stat = { onCpuNs: 0, waitingNs: 0 };
    const cpu = new MainThreadCpu(250, () => stat);
    cpu.sample(0n);
    expect(cpu.shares).toBeNull();
    // 200 ms: 100 ms on a CPU, 100 ms runnable while another process held it.
    stat = { onCpuNs: 100 * MS, waitingNs: 100 * MS };
    cpu.sample(BigInt(200 * MS));
    expect(cpu.shares!.onCpu).toBeCloseTo(0.5);
    expect(cpu.shares!.wanted).toBeCloseTo(1);
    // 300 ms more of sleeping (waiting for I/O): the window keeps only what covers its last 250 ms.
    cpu.sample(BigInt(500 * MS));
    expect(cpu.shares).toEqual({ onCpu: 0, wanted: 0 });
  });

  it('starts its window again when told (the boot is over): what came before no longer counts', () => {
    let stat = { onCpuNs: 0, waitingNs: 0 };
    const cpu = new MainThreadCpu(1000, () => stat);
    cpu.sample(0n);
    stat = { onCpuNs: 600 * MS, waitingNs: 0 };
    cpu.sample(BigInt(600 * MS));
    expect(cpu.shares!.onCpu).toBeCloseTo(1);
    cpu.restart(BigInt(600 * MS));
    expect(cpu.shares).toBeNull();
    stat = { onCpuNs: 650 * MS, waitingNs: 0 };
    cpu.sample(BigInt(1100 * MS));
    expect(cpu.shares!.onCpu).toBeCloseTo(0.1);
  });

  it('tells nothing over less than half its window: the kernel adds a running thread’s time at its ticks', () => {
    let stat = { onCpuNs: 0, waitingNs: 0 };
    const cpu = new MainThreadCpu(1000, () => stat);
    cpu.restart(0n);
    // 17 ms after the restart the kernel adds 28 ms at once (the time since its last tick): not 1.6 cores.
    stat = { onCpuNs: 28 * MS, waitingNs: 0 };
    cpu.sample(BigInt(17 * MS));
    expect(cpu.shares).toBeNull();
    stat = { onCpuNs: 250 * MS, waitingNs: 0 };
    cpu.sample(BigInt(500 * MS));
    expect(cpu.shares!.onCpu).toBeCloseTo(0.5);
  });

  it('is not measured where the kernel does not tell it', () => {
    const cpu = new MainThreadCpu(250, () => null);
    cpu.sample(0n);
    cpu.sample(BigInt(100 * MS));
    expect(cpu.isAvailable).toBe(false);
    expect(cpu.shares).toBeNull();
  });
});
