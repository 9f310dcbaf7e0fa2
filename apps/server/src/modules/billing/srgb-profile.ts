// An ICC v2 display profile of sRGB (IEC 61966-2.1), built from the published parameters: the D50-adapted
// colorants of the sRGB primaries and the sRGB tone curve sampled at 1024 points. No package of the registry
// ships the profile file, and PDF/A needs one in the OutputIntent of a document that paints in DeviceRGB.

const D50 = [0.9642, 1.0, 0.8249] as const;
const RED = [0.4360747, 0.2225045, 0.0139322] as const;
const GREEN = [0.3850649, 0.7168786, 0.0971045] as const;
const BLUE = [0.1430804, 0.0606169, 0.7141733] as const;
const CURVE_POINTS = 1024;

export const SRGB_PROFILE_NAME = 'sRGB IEC61966-2.1';

/** The sRGB transfer function: encoded value (0-1) to linear light (0-1). */
export function srgbToLinear(value: number): number {
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

const ascii = (text: string) => Buffer.from(text, 'latin1');

function xyzTag(values: readonly [number, number, number]): Buffer {
  const tag = Buffer.alloc(20);
  ascii('XYZ ').copy(tag, 0);
  values.forEach((value, index) => tag.writeInt32BE(Math.round(value * 65536), 8 + index * 4));
  return tag;
}

function curveTag(): Buffer {
  const tag = Buffer.alloc(12 + CURVE_POINTS * 2);
  ascii('curv').copy(tag, 0);
  tag.writeUInt32BE(CURVE_POINTS, 8);
  for (let index = 0; index < CURVE_POINTS; index += 1) {
    tag.writeUInt16BE(Math.round(srgbToLinear(index / (CURVE_POINTS - 1)) * 65535), 12 + index * 2);
  }
  return tag;
}

function textTag(text: string): Buffer {
  return Buffer.concat([ascii('text'), Buffer.alloc(4), ascii(text), Buffer.alloc(1)]);
}

/** textDescriptionType (ICC v2): the ASCII name, no Unicode nor ScriptCode variants. */
function descriptionTag(text: string): Buffer {
  const head = Buffer.alloc(12);
  ascii('desc').copy(head, 0);
  head.writeUInt32BE(text.length + 1, 8);
  // Unicode language code and count (0), ScriptCode code (0) and count (0), then 67 bytes of ScriptCode.
  return Buffer.concat([head, ascii(text), Buffer.alloc(1), Buffer.alloc(8), Buffer.alloc(3), Buffer.alloc(67)]);
}

const pad4 = (data: Buffer) =>
  data.length % 4 === 0 ? data : Buffer.concat([data, Buffer.alloc(4 - (data.length % 4))]);

let cached: Uint8Array | undefined;

/** The profile's bytes (made once). */
export function srgbIccProfile(): Uint8Array {
  if (cached) return cached;
  const curve = curveTag();
  const tags: [string, Buffer][] = [
    ['desc', descriptionTag(SRGB_PROFILE_NAME)],
    ['cprt', textTag('No copyright, use freely')],
    ['wtpt', xyzTag(D50)],
    ['rXYZ', xyzTag(RED)],
    ['gXYZ', xyzTag(GREEN)],
    ['bXYZ', xyzTag(BLUE)],
    ['rTRC', curve],
    ['gTRC', curve],
    ['bTRC', curve],
  ];
  const tableSize = 4 + tags.length * 12;
  const table = Buffer.alloc(tableSize);
  table.writeUInt32BE(tags.length, 0);
  const bodies: Buffer[] = [];
  const offsets = new Map<Buffer, number>();
  let offset = 128 + tableSize;
  tags.forEach(([signature, data], index) => {
    // The three tone curves share one body.
    let at = offsets.get(data);
    if (at === undefined) {
      at = offset;
      offsets.set(data, at);
      const body = pad4(data);
      bodies.push(body);
      offset += body.length;
    }
    ascii(signature).copy(table, 4 + index * 12);
    table.writeUInt32BE(at, 8 + index * 12);
    table.writeUInt32BE(data.length, 12 + index * 12);
  });

  const header = Buffer.alloc(128);
  header.writeUInt32BE(offset, 0);
  header.writeUInt32BE(0x02100000, 8);
  ascii('mntr').copy(header, 12);
  ascii('RGB ').copy(header, 16);
  ascii('XYZ ').copy(header, 20);
  [2026, 1, 1, 0, 0, 0].forEach((value, index) => header.writeUInt16BE(value, 24 + index * 2));
  ascii('acsp').copy(header, 36);
  D50.forEach((value, index) => header.writeInt32BE(Math.round(value * 65536), 68 + index * 4));
  cached = new Uint8Array(Buffer.concat([header, table, ...bodies]));
  return cached;
}
