import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReadCache } from './read-cache.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('ReadCache', () => {
  it('serves a loaded value until its time is up, then loads again', async () => {
    vi.useFakeTimers();
    const cache = new ReadCache<string>(1000);
    const load = vi.fn().mockResolvedValueOnce('first').mockResolvedValueOnce('second');
    expect(await cache.getOrLoad('key', load)).toBe('first');
    vi.advanceTimersByTime(999);
    expect(await cache.getOrLoad('key', load)).toBe('first');
    vi.advanceTimersByTime(1);
    expect(await cache.getOrLoad('key', load)).toBe('second');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('forgets everything when cleared', async () => {
    const cache = new ReadCache<number>();
    await cache.getOrLoad('key', () => Promise.resolve(1));
    cache.clear();
    expect(cache.get('key')).toBeUndefined();
  });

  it('does not keep a value that was being loaded while a write cleared the cache', async () => {
    const cache = new ReadCache<string>();
    let finishLoad: (value: string) => void = () => undefined;
    const loading = cache.getOrLoad('key', () => new Promise<string>((resolve) => (finishLoad = resolve)));
    cache.clear();
    finishLoad('read before the write');
    expect(await loading).toBe('read before the write');
    expect(cache.get('key')).toBeUndefined();
  });

  it('keeps a null answer, so unknown keys are not looked up on every call', async () => {
    const cache = new ReadCache<string | null>();
    const load = vi.fn().mockResolvedValue(null);
    await cache.getOrLoad('unknown', load);
    await cache.getOrLoad('unknown', load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reads through with a time to live of 0, as instances sharing PostgreSQL do', async () => {
    const cache = new ReadCache<string>(0);
    const load = vi.fn().mockResolvedValueOnce('first').mockResolvedValueOnce('second');
    expect(await cache.getOrLoad('key', load)).toBe('first');
    expect(await cache.getOrLoad('key', load)).toBe('second');
  });
});
