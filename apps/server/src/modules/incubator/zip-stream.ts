import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { crc32, deflateRawSync } from 'node:zlib';

/** An entry of a zip: its name inside the archive and where its bytes come from. */
export interface ZipEntry {
  name: string;
  /** A file on disk, read when its turn comes (one file in memory at a time), or bytes already made. */
  source: { path: string } | { bytes: Uint8Array };
  modifiedAt: Date;
}

const UTF8_NAMES = 0x0800;
const DEFLATE = 8;

function dosDateTime(date: Date): { time: number; date: number } {
  const year = Math.max(1980, date.getFullYear());
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2),
    date: ((year - 1980) << 9) | ((date.getMonth() + 1) << 4) | date.getDate(),
  };
}

/**
 * A zip archive streamed entry by entry (PKWARE APPNOTE: local headers, deflated data, central directory), with
 * UTF-8 names. Archives stay under 4 GB (at most 30 files of 10 MB each), so no Zip64 is needed.
 */
export function zipStream(entries: readonly ZipEntry[]): Readable {
  async function* chunks(): AsyncGenerator<Buffer> {
    const central: Buffer[] = [];
    let offset = 0;
    for (const entry of entries) {
      const content = 'path' in entry.source ? await readFile(entry.source.path) : Buffer.from(entry.source.bytes);
      const compressed = deflateRawSync(content);
      const checksum = crc32(content);
      const name = Buffer.from(entry.name, 'utf8');
      const stamp = dosDateTime(entry.modifiedAt);
      const local = Buffer.alloc(30);
      local.writeUInt32LE(0x04034b50, 0);
      local.writeUInt16LE(20, 4);
      local.writeUInt16LE(UTF8_NAMES, 6);
      local.writeUInt16LE(DEFLATE, 8);
      local.writeUInt16LE(stamp.time, 10);
      local.writeUInt16LE(stamp.date, 12);
      local.writeUInt32LE(checksum, 14);
      local.writeUInt32LE(compressed.length, 18);
      local.writeUInt32LE(content.length, 22);
      local.writeUInt16LE(name.length, 26);
      local.writeUInt16LE(0, 28);
      const header = Buffer.alloc(46);
      header.writeUInt32LE(0x02014b50, 0);
      // Made by Unix (3), version 2.0: readers then take names as they are (UTF-8 flag) instead of as DOS code page 437.
      header.writeUInt16LE((3 << 8) | 20, 4);
      header.writeUInt16LE(20, 6);
      header.writeUInt16LE(UTF8_NAMES, 8);
      header.writeUInt16LE(DEFLATE, 10);
      header.writeUInt16LE(stamp.time, 12);
      header.writeUInt16LE(stamp.date, 14);
      header.writeUInt32LE(checksum, 16);
      header.writeUInt32LE(compressed.length, 20);
      header.writeUInt32LE(content.length, 24);
      header.writeUInt16LE(name.length, 28);
      // A regular file, rw-r--r--.
      header.writeUInt32LE((0o100644 << 16) >>> 0, 38);
      header.writeUInt32LE(offset, 42);
      central.push(header, name);
      yield Buffer.concat([local, name]);
      yield compressed;
      offset += local.length + name.length + compressed.length;
    }
    const directory = Buffer.concat(central);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(entries.length, 8);
    end.writeUInt16LE(entries.length, 10);
    end.writeUInt32LE(directory.length, 12);
    end.writeUInt32LE(offset, 16);
    yield directory;
    yield end;
  }
  return Readable.from(chunks());
}

/** Names made unique inside an archive: a second `plan.pdf` becomes `plan (2).pdf`. */
export function uniqueNames(names: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((name) => {
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    if (count === 1) return name;
    const dot = name.lastIndexOf('.');
    return dot > name.lastIndexOf('/') + 1
      ? `${name.slice(0, dot)} (${count})${name.slice(dot)}`
      : `${name} (${count})`;
  });
}
