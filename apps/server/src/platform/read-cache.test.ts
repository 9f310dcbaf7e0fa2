import { describe, expect, it } from 'vitest';
import { ReadCache } from './read-cache.js';

describe('ReadCache', () => {
  it('serves a loaded value again within its lifetime', async () => {
    const cache = new ReadCache<string>(60_000);
    let loads = 0;
    const load = () => Promise.resolve(`valeur ${(loads += 1)}`);
    expect(await cache.getOrLoad('a', load)).toBe('valeur 1');
    expect(await cache.getOrLoad('a', load)).toBe('valeur 1');
    expect(loads).toBe(1);
  });

  it('never holds more bytes than its bound, dropping the oldest entries first', async () => {
    const maxBytes = 64 * 1024;
    const cache = new ReadCache<string>(60_000, maxBytes);
    for (let index = 0; index < 200; index += 1) {
      await cache.getOrLoad(`clé-${index}-${'k'.repeat(1000)}`, () => Promise.resolve('v'.repeat(500)));
      expect(cache.bytes).toBeLessThanOrEqual(maxBytes);
    }
    expect(cache.bytes).toBeGreaterThan(maxBytes / 2);
    expect(cache.get(`clé-199-${'k'.repeat(1000)}`)).toBe('v'.repeat(500));
    expect(cache.get(`clé-0-${'k'.repeat(1000)}`)).toBeUndefined();
  });

  it('keeps nothing once cleared', async () => {
    const cache = new ReadCache<string>(60_000);
    await cache.getOrLoad('a', () => Promise.resolve('x'));
    cache.clear();
    expect(cache.bytes).toBe(0);
    expect(cache.get('a')).toBeUndefined();
  });

  it('hands a cached value over at once, and a missing one once loaded and kept', async () => {
    const cache = new ReadCache<string>(60_000);
    let loads = 0;
    const load = () => Promise.resolve(`valeur ${(loads += 1)}`);
    const missed = cache.withValue('a', load, (value) => value.toUpperCase());
    expect(missed).toBeInstanceOf(Promise);
    expect(await missed).toBe('VALEUR 1');
    expect(cache.withValue('a', load, (value) => value.toUpperCase())).toBe('VALEUR 1');
    expect(loads).toBe(1);
  });

  it('keeps nothing when its lifetime is zero (instances sharing PostgreSQL)', async () => {
    const cache = new ReadCache<string>(0);
    let loads = 0;
    const load = () => Promise.resolve(`valeur ${(loads += 1)}`);
    expect(await cache.withValue('a', load, (value) => value)).toBe('valeur 1');
    expect(await cache.getOrLoad('a', load)).toBe('valeur 2');
    expect(cache.bytes).toBe(0);
  });
});
