import { AUTH_MESSAGES } from '@campus/domain/account';
import { VIOLATION_MESSAGES } from '@campus/domain/shared';
import type { FastifyRequest } from 'fastify';
import { HttpError, malformedMultipart } from './errors.js';

/**
 * The one file of a multipart request, sent in `field`: its bytes and its name as sent. `missing()` without it,
 * 413 past the upload limit (10 MB, spec 9) with the field's violation, 400 for a broken body.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  field: string,
  missing: () => HttpError,
): Promise<{ content: Buffer; name: string }> {
  try {
    const file = await request.file();
    if (!file || file.fieldname !== field) throw missing();
    return { content: await file.toBuffer(), name: file.filename };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, AUTH_MESSAGES.tooLarge, { [field]: [VIOLATION_MESSAGES.uploadsSize] });
    }
    throw malformedMultipart(error);
  }
}
