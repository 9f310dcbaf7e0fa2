import { mkdirSync } from 'node:fs';
import { unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
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
/** The eight bytes every PNG starts with. */
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;

/** What the bytes of an upload are, read by `file-type`: its usual extension and its media type. */
export interface DetectedType {
  ext: string;
  mime: string;
}

/** Pictures are shown inline: these are the only kinds a page gets as `image/*`. */
const IMAGE_TYPES: readonly ImageType[] = ['jpg', 'png', 'webp', 'gif'];

// A GIF header followed by HTML passes the magic bytes check: a picture whose first KB names markup is refused.
const MARKUP_MARKERS = /<(script|html|svg|body|iframe|!doctype)/i;
const MARKUP_WINDOW = 1024;

/** Whether the first KB of a file holds HTML, SVG or script markup (a polyglot). */
export function holdsMarkup(content: Buffer): boolean {
  return MARKUP_MARKERS.test(content.subarray(0, MARKUP_WINDOW).toString('latin1'));
}

/**
 * The type read from the file's bytes (`file-type`) when it is one of `allowed` (extensions as `file-type` names
 * them), else null; an image that holds markup is null too. The client's name and declared type are never trusted.
 */
export async function detectFileType(content: Buffer, allowed: readonly string[]): Promise<DetectedType | null> {
  const detected = content.length > 0 ? await fileTypeFromBuffer(content) : undefined;
  if (!detected || !allowed.includes(detected.ext)) return null;
  if (detected.mime.startsWith('image/') && holdsMarkup(content)) return null;
  return { ext: detected.ext, mime: detected.mime };
}

/** The picture type read from the file's bytes (JPEG, PNG, WebP or GIF, no markup), or null. */
export async function detectImageType(content: Buffer): Promise<ImageType | null> {
  return ((await detectFileType(content, IMAGE_TYPES))?.ext as ImageType | undefined) ?? null;
}

/**
 * A PNG's width and height read from its header (the IHDR chunk, always first), without decoding it: what its pixels
 * would cost is known before any of them is inflated. Null when the bytes are not a PNG with that header.
 */
export function pngDimensions(buffer: Buffer): { width: number; height: number } | null {
  if (buffer.length < 24 || !startsWith(buffer, PNG_SIGNATURE)) return null;
  if (buffer.readUInt32BE(8) !== 13 || !startsWith(buffer, ascii('IHDR'), 12)) return null;
  return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) };
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
