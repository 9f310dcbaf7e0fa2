import { describe, expect, it } from 'vitest';
import { isLevelsCacheStale, levelColour, levelIcon } from './levels.js';

describe('levels', () => {
  it('entrepreneuriat icons are lightbulb, banknote, rocket; immobilier key, house, building', () => {
    expect([1, 2, 3].map((level) => levelIcon('entrepreneuriat', level))).toEqual(['lightbulb', 'banknote', 'rocket']);
    expect([1, 2, 3].map((level) => levelIcon('immobilier', level))).toEqual(['key', 'house', 'building']);
  });
  it('completed levels show green, otherwise immobilier blue and the others yellow', () => {
    expect(levelColour('finance', true)).toBe('green');
    expect(levelColour('immobilier', false)).toBe('blue');
    expect(levelColour('entrepreneuriat', false)).toBe('yellow');
  });
  it('the levels cache is stale after one hour or when absent', () => {
    const now = Date.now();
    expect(isLevelsCacheStale(undefined, now)).toBe(true);
    expect(isLevelsCacheStale(now - 59 * 60 * 1000, now)).toBe(false);
    expect(isLevelsCacheStale(now - 60 * 60 * 1000, now)).toBe(true);
  });
});
