import archiver from 'archiver';
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';

/** An entry of a zip: its name inside the archive and where its bytes come from. */
export interface ZipEntry {
  name: string;
  /** A file on disk, read when its turn comes (one file in memory at a time), or bytes already made. */
  source: { path: string } | { bytes: Uint8Array };
  modifiedAt: Date;
}

/**
 * A zip archive streamed entry by entry with archiver (deflated, UTF-8 names): the files are read as the archive is
 * sent, so a project's archive never sits whole in memory.
 */
export function zipStream(entries: readonly ZipEntry[]): Readable {
  const archive = archiver('zip', { zlib: { level: 6 } });
  for (const entry of entries) {
    const content = 'path' in entry.source ? createReadStream(entry.source.path) : Buffer.from(entry.source.bytes);
    archive.append(content, { name: entry.name, date: entry.modifiedAt });
  }
  // A failure (a file gone from disk) reaches the reader as the stream's error; the promise would only repeat it.
  archive.finalize().catch(() => undefined);
  return archive;
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
