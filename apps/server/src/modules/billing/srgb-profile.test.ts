import { describe, expect, it } from 'vitest';
import { SRGB_PROFILE_NAME, srgbIccProfile, srgbToLinear } from './srgb-profile.js';

describe('the sRGB ICC profile of the invoices OutputIntent', () => {
  const profile = Buffer.from(srgbIccProfile());
  const tag = (signature: string) => {
    const count = profile.readUInt32BE(128);
    for (let index = 0; index < count; index += 1) {
      const entry = 132 + index * 12;
      if (profile.toString('latin1', entry, entry + 4) === signature) {
        const offset = profile.readUInt32BE(entry + 4);
        return profile.subarray(offset, offset + profile.readUInt32BE(entry + 8));
      }
    }
    throw new Error(`no tag ${signature}`);
  };
  const xyz = (data: Buffer) => [8, 12, 16].map((at) => data.readInt32BE(at) / 65536);

  it('has an ICC v2 RGB display header whose size is the file size', () => {
    expect(profile.readUInt32BE(0)).toBe(profile.length);
    expect(profile.toString('latin1', 12, 24)).toBe('mntrRGB XYZ ');
    expect(profile.toString('latin1', 36, 40)).toBe('acsp');
    expect(profile.readUInt32BE(8)).toBe(0x02100000);
  });

  it('names sRGB and holds its D50 primaries, whose sum is the white point', () => {
    expect(tag('desc').toString('latin1', 12, 12 + SRGB_PROFILE_NAME.length)).toBe(SRGB_PROFILE_NAME);
    const [red, green, blue] = ['rXYZ', 'gXYZ', 'bXYZ'].map((signature) => xyz(tag(signature)));
    const white = xyz(tag('wtpt'));
    for (const axis of [0, 1, 2]) expect(red![axis]! + green![axis]! + blue![axis]!).toBeCloseTo(white[axis]!, 3);
  });

  it('samples the sRGB tone curve (linear toe, 2.4 power above)', () => {
    expect(srgbToLinear(0.04)).toBeCloseTo(0.04 / 12.92, 6);
    expect(srgbToLinear(0.5)).toBeCloseTo(0.214, 3);
    const curve = tag('rTRC');
    expect(curve.toString('latin1', 0, 4)).toBe('curv');
    expect(curve.readUInt32BE(8)).toBe(1024);
    expect(curve.readUInt16BE(12 + 1023 * 2)).toBe(65535);
  });
});
