import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { AUTH_MESSAGES, type MeResponse } from '@campus/domain/account';
import { UPLOAD_MAX_BYTES, VIOLATION_MESSAGES } from '@campus/domain/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, errorBody, multipartFile, type TestApp } from '../../testing/test-app.js';
import { GIF_HTML_POLYGLOT, ONE_PIXEL_PNG } from '../../testing/uploads.js';

let test: TestApp;
let token: string;
beforeAll(async () => {
  test = await createTestApp();
  token = await test.signIn('mdb@campus.test');
});
afterAll(() => test.close());

const upload = (field: string, fileName: string, contentType: string, content: Buffer) => {
  const { payload, headers } = multipartFile(field, fileName, contentType, content);
  return test.app.inject({ method: 'PUT', url: '/api/me/picture', payload, headers: { ...headers, ...bearer(token) } });
};

const storedFile = (pictureUrl: string) => join(test.config.dataDir, pictureUrl.replace(/^\//, ''));

describe('PUT /api/me/picture', () => {
  it('stores a PNG under a random name and serves it back as image/png without a token', async () => {
    const response = await upload('picture', 'moi.png', 'image/png', ONE_PIXEL_PNG);
    expect(response.statusCode).toBe(200);
    const { pictureUrl } = response.json<MeResponse>();
    expect(pictureUrl).toMatch(/^\/uploads\/pictures\/[0-9a-f-]{36}\.png$/);

    const served = await test.app.inject({ method: 'GET', url: pictureUrl ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox; frame-ancestors 'none'",
    });
    expect(served.headers['content-disposition']).toMatch(/^inline; filename="[0-9a-f-]{36}\.png"$/);
    expect(served.rawPayload.equals(ONE_PIXEL_PNG)).toBe(true);
  });

  it('refuses a GIF header followed by a page (a polyglot)', async () => {
    const response = await upload('picture', 'moi.gif', 'image/gif', GIF_HTML_POLYGLOT);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: AUTH_MESSAGES.unsupportedImage,
      errors: { picture: [AUTH_MESSAGES.unsupportedImage] },
    });
  });

  it('deletes the previous file when a new picture replaces it', async () => {
    const first = (await upload('picture', 'a.png', 'image/png', ONE_PIXEL_PNG)).json<MeResponse>().pictureUrl ?? '';
    const second = (await upload('picture', 'b.png', 'image/png', ONE_PIXEL_PNG)).json<MeResponse>().pictureUrl ?? '';
    expect(second).not.toBe(first);
    expect(existsSync(storedFile(first))).toBe(false);
    expect(existsSync(storedFile(second))).toBe(true);
  });

  it('refuses a text file, whatever type the client claims', async () => {
    const response = await upload(
      'picture',
      'photo.png',
      'image/png',
      Buffer.from('bonjour, je ne suis pas une image'),
    );
    expect(response.statusCode).toBe(400);
    expect(errorBody(response)).toEqual({
      error: AUTH_MESSAGES.unsupportedImage,
      errors: { picture: [AUTH_MESSAGES.unsupportedImage] },
    });
  });

  it('refuses a file over 10MB with 413 and the upload-size violation', async () => {
    const tooBig = Buffer.concat([ONE_PIXEL_PNG, Buffer.alloc(UPLOAD_MAX_BYTES)]);
    const response = await upload('picture', 'grande.png', 'image/png', tooBig);
    expect(response.statusCode).toBe(413);
    expect(errorBody(response)).toEqual({
      error: AUTH_MESSAGES.tooLarge,
      errors: { picture: [VIOLATION_MESSAGES.uploadsSize] },
    });
  });

  it('asks for the picture field', async () => {
    const response = await upload('document', 'moi.png', 'image/png', ONE_PIXEL_PNG);
    expect(response.statusCode).toBe(400);
    expect(errorBody(response).errors).toEqual({ picture: [VIOLATION_MESSAGES.notBlank] });
  });

  it('refuses a body that is not multipart', async () => {
    const response = await test.app.inject({
      method: 'PUT',
      url: '/api/me/picture',
      headers: bearer(token),
      payload: { picture: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(errorBody(response).error).toBeTruthy();
  });
});

describe('DELETE /api/me/picture', () => {
  it('removes the picture and its file', async () => {
    const pictureUrl =
      (await upload('picture', 'a.png', 'image/png', ONE_PIXEL_PNG)).json<MeResponse>().pictureUrl ?? '';
    const response = await test.app.inject({ method: 'DELETE', url: '/api/me/picture', headers: bearer(token) });
    expect(response.statusCode).toBe(204);
    expect(existsSync(storedFile(pictureUrl))).toBe(false);
    const me = await test.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
    expect(me.json<MeResponse>().pictureUrl).toBeNull();
  });
});

describe('GET /uploads/pictures/:file', () => {
  it.each([
    '..%2F..%2Fcampus.sqlite',
    '%2E%2E%2Fcampus.sqlite',
    'campus.sqlite',
    '00000000-0000-0000-0000-000000000000.png',
  ])('answers a JSON 404 for %s', async (file) => {
    const response = await test.app.inject({ method: 'GET', url: `/uploads/pictures/${file}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: AUTH_MESSAGES.notFound });
  });
});
