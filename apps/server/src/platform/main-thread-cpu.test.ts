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
    // 100 ms: 50 ms on a CPU, 50 ms runnable while another process held it.
    stat = { onCpuNs: 50 * MS, waitingNs: 50 * MS };
    cpu.sample(BigInt(100 * MS));
    expect(cpu.shares!.onCpu).toBeCloseTo(0.5);
    expect(cpu.shares!.wanted).toBeCloseTo(1);
    // 300 ms more of sleeping (waiting for I/O): the window keeps only what covers its last 250 ms.
    cpu.sample(BigInt(400 * MS));
    expect(cpu.shares).toEqual({ onCpu: 0, wanted: 0 });
  });

  it('starts its window again when told (the boot is over): what came before no longer counts', () => {
    let stat = { onCpuNs: 0, waitingNs: 0 };
    const cpu = new MainThreadCpu(1000, () => stat);
    cpu.sample(0n);
    stat = { onCpuNs: 400 * MS, waitingNs: 0 };
    cpu.sample(BigInt(400 * MS));
    expect(cpu.shares!.onCpu).toBeCloseTo(1);
    cpu.restart(BigInt(400 * MS));
    expect(cpu.shares).toBeNull();
    stat = { onCpuNs: 410 * MS, waitingNs: 0 };
    cpu.sample(BigInt(500 * MS));
    expect(cpu.shares!.onCpu).toBeCloseTo(0.1);
  });

  it('is not measured where the kernel does not tell it', () => {
    const cpu = new MainThreadCpu(250, () => null);
    cpu.sample(0n);
    cpu.sample(BigInt(100 * MS));
    expect(cpu.isAvailable).toBe(false);
    expect(cpu.shares).toBeNull();
  });
});
