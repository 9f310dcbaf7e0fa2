import { mkdirSync } from 'node:fs';
import { unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createId } from './tokens.js';

export type ImageType = 'jpg' | 'png' | 'webp' | 'gif';

export const IMAGE_CONTENT_TYPES: Record<ImageType, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

const startsWith = (buffer: Buffer, bytes: readonly number[], offset = 0) =>
  bytes.every((byte, index) => buffer[offset + index] === byte);
const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/** The image type read from the file's first bytes; the client's name and type are not trusted. */
export function detectImageType(buffer: Buffer): ImageType | null {
  if (startsWith(buffer, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(buffer, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(buffer, ascii('GIF87a')) || startsWith(buffer, ascii('GIF89a'))) return 'gif';
  if (startsWith(buffer, ascii('RIFF')) && startsWith(buffer, ascii('WEBP'), 8)) return 'webp';
  return null;
}

const PICTURE_FILE_NAME = /^[0-9a-f-]{36}\.(jpg|png|webp|gif)$/;

/** Member pictures under DATA_DIR/uploads/pictures, with random names. */
export class PictureStore {
  readonly directory: string;

  constructor(dataDir: string) {
    this.directory = join(dataDir, 'uploads', 'pictures');
    mkdirSync(this.directory, { recursive: true });
  }

  async save(content: Buffer, type: ImageType): Promise<string> {
    const fileName = `${createId()}.${type}`;
    await writeFile(join(this.directory, fileName), content, { flag: 'wx' });
    return fileName;
  }

  async remove(fileName: string): Promise<void> {
    if (!isPictureFileName(fileName)) return;
    await unlink(join(this.directory, fileName)).catch(() => undefined);
  }

  /** The file's path and type, or null for any name this store could not have made. */
  locate(fileName: string): { path: string; contentType: string } | null {
    const match = PICTURE_FILE_NAME.exec(fileName);
    const type = match?.[1] as ImageType | undefined;
    if (!type) return null;
    return { path: join(this.directory, fileName), contentType: IMAGE_CONTENT_TYPES[type] };
  }
}

export function isPictureFileName(fileName: string): boolean {
  return PICTURE_FILE_NAME.test(fileName);
}

/** The public URL path of a stored picture. */
export function pictureUrl(fileName: string | null): string | null {
  return fileName ? `/uploads/pictures/${fileName}` : null;
}
