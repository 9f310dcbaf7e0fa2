import { AUTH_MESSAGES } from '@campus/domain/account';
import { VIOLATION_MESSAGES } from '@campus/domain/shared';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/schema.js';
import { HttpError } from '../../platform/errors.js';
import { detectImageType, type PictureStore } from '../../platform/files.js';
import { readUploadedFile } from '../../platform/multipart.js';
import { isoNow } from '../../platform/tokens.js';

export const PICTURE_FIELD = 'picture';

const pictureError = (statusCode: number, error: string, violation: string) =>
  new HttpError(statusCode, error, { [PICTURE_FIELD]: [violation] });

/** Reads the uploaded picture; anything but a JPEG, PNG, WebP or GIF under 10MB is refused. */
export async function readPicture(request: FastifyRequest): Promise<Buffer> {
  const missing = () => pictureError(400, AUTH_MESSAGES.invalidBody, VIOLATION_MESSAGES.notBlank);
  return (await readUploadedFile(request, PICTURE_FIELD, missing)).content;
}

async function setPicturePath(db: Queryable, uid: string, fileName: string | null): Promise<string | null> {
  const previous = await db.selectFrom('users').select('picture_path').where('uid', '=', uid).executeTakeFirst();
  await db.updateTable('users').set({ picture_path: fileName, updated_at: isoNow() }).where('uid', '=', uid).execute();
  return previous?.picture_path ?? null;
}

/** Stores the new picture under a random name, then deletes the previous file. */
export async function replacePicture(
  db: Queryable,
  pictures: PictureStore,
  uid: string,
  content: Buffer,
): Promise<void> {
  const type = await detectImageType(content);
  if (!type) throw pictureError(400, AUTH_MESSAGES.unsupportedImage, AUTH_MESSAGES.unsupportedImage);
  const fileName = await pictures.save(content, type);
  const previous = await setPicturePath(db, uid, fileName);
  if (previous) await pictures.remove(previous);
}

export async function removePicture(db: Queryable, pictures: PictureStore, uid: string): Promise<void> {
  const previous = await setPicturePath(db, uid, null);
  if (previous) await pictures.remove(previous);
}
