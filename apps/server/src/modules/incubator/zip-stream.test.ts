import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { buffer } from 'node:stream/consumers';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { uniqueNames, zipStream } from './zip-stream.js';

describe('zipStream', () => {
  it('streams a valid zip whose UTF-8 names and contents read back', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'campus-zip-'));
    const onDisk = join(directory, 'source');
    writeFileSync(onDisk, 'x'.repeat(50_000));
    const zip = await buffer(
      zipStream([
        { name: 'plans/étage 1.pdf', source: { path: onDisk }, modifiedAt: new Date('2026-11-24T10:30:00Z') },
        { name: 'notes.txt', source: { bytes: Buffer.from('Devis reçu') }, modifiedAt: new Date() },
      ]),
    );
    const path = join(directory, 'archive.zip');
    writeFileSync(path, zip);
    expect(execFileSync('unzip', ['-t', path]).toString()).toContain('No errors detected');
    expect(execFileSync('unzip', ['-Z1', path]).toString().trim().split('\n')).toEqual([
      'plans/étage 1.pdf',
      'notes.txt',
    ]);
    expect(execFileSync('unzip', ['-p', path, 'notes.txt']).toString()).toBe('Devis reçu');
    // Deflated: 50 000 repeated bytes take far less room.
    expect(zip.length).toBeLessThan(2_000);
  });

  it('an empty archive is still a valid zip', async () => {
    const zip = await buffer(zipStream([]));
    expect(zip).toHaveLength(22);
    expect(zip.readUInt32LE(0)).toBe(0x06054b50);
  });
});

describe('uniqueNames', () => {
  it('numbers a repeated name before its extension', () => {
    expect(uniqueNames(['plans/a.pdf', 'plans/a.pdf', 'photos/a.pdf', 'plans/a.pdf', 'plans/README'])).toEqual([
      'plans/a.pdf',
      'plans/a (2).pdf',
      'photos/a.pdf',
      'plans/a (3).pdf',
      'plans/README',
    ]);
  });
});
