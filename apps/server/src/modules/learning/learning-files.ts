import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../platform/config.js';

const CONTENT_TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  wav: 'audio/wav',
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};

// Bundled demo media are named `demo-…`; uploaded ones get a random id. Never a path: names are matched, not joined.
const BUNDLED_NAME = /^demo-[a-z0-9-]+\.([a-z0-9]+)$/;
const UPLOADED_NAME = /^[0-9a-f-]{36}\.([a-z0-9]+)$/;

/** The files of lessons, replays and resources: the bundled demo media and the admins' uploads (DATA_DIR). */
export class LearningFiles {
  readonly uploadsDirectory: string;
  readonly bundledDirectory = join(REPO_ROOT, 'apps/server/assets/learning');

  constructor(dataDir: string) {
    this.uploadsDirectory = join(dataDir, 'uploads', 'learning');
    mkdirSync(this.uploadsDirectory, { recursive: true });
  }

  /** Where a stored file is and its type, or null for a name this store could not have made. */
  locate(fileName: string): { path: string; contentType: string } | null {
    const bundled = BUNDLED_NAME.exec(fileName);
    const uploaded = bundled ? null : UPLOADED_NAME.exec(fileName);
    const extension = (bundled ?? uploaded)?.[1];
    const contentType = extension ? CONTENT_TYPES[extension] : undefined;
    if (!contentType) return null;
    return { path: join(bundled ? this.bundledDirectory : this.uploadsDirectory, fileName), contentType };
  }
}
