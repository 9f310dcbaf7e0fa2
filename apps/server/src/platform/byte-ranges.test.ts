import { describe, expect, it } from 'vitest';
import { parseByteRange } from './byte-ranges.js';

describe('parseByteRange', () => {
  it("reads Safari's first probe bytes=0-1 as the first two bytes", () => {
    expect(parseByteRange('bytes=0-1', 1000)).toEqual({ start: 0, end: 1 });
  });

  it('reads an open range to the end, and a suffix of the last bytes', () => {
    expect(parseByteRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseByteRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
  });

  it('clamps an end past the file to its last byte', () => {
    expect(parseByteRange('bytes=10-5000', 1000)).toEqual({ start: 10, end: 999 });
  });

  it('finds a start past the end unsatisfiable', () => {
    expect(parseByteRange('bytes=1000-', 1000)).toBe('unsatisfiable');
  });

  it('sends the whole file without a header, for another unit, several ranges or nonsense', () => {
    for (const header of [undefined, 'items=0-1', 'bytes=0-1,5-9', 'bytes=abc', 'bytes=-']) {
      expect(parseByteRange(header, 1000)).toBeNull();
    }
  });
});
