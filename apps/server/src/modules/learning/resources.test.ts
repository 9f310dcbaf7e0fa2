import type { Resource } from '@campus/domain/learning';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, errorBody, type TestApp } from '../../testing/test-app.js';
import { platformFileOf } from './download.js';

let test: TestApp;
let mdb = '';
let sport = '';

beforeAll(async () => {
  test = await createTestApp();
  mdb = await test.signIn('mdb@campus.test');
  sport = await test.signIn('sport@campus.test');
});
afterAll(() => test.close());

const get = (url: string, token: string) => test.app.inject({ method: 'GET', url, headers: bearer(token) });
const download = (url: string, token = mdb) => get(`/api/download?url=${encodeURIComponent(url)}`, token);

describe('GET /api/resources', () => {
  it("lists a channel's documents and links by category", async () => {
    const resources = (await get('/api/resources?channel=immobilier', mdb)).json<Resource[]>();
    expect(new Set(resources.map((resource) => resource.category))).toEqual(
      new Set(['Guides pratiques', 'Liens utiles', 'Modèles et outils']),
    );
    expect(resources.filter((resource) => resource.kind === 'document').every((r) => r.url.startsWith('/api/'))).toBe(
      true,
    );
  });

  it('refuses a channel the member does not own', async () => {
    expect((await get('/api/resources?channel=immobilier', sport)).statusCode).toBe(403);
  });
});

describe('GET /api/download?url=', () => {
  it("downloads one of the platform's files as an attachment", async () => {
    const resources = (await get('/api/resources?channel=immobilier', mdb)).json<Resource[]>();
    const pdf = resources.find((resource) => resource.title === 'Fiche pratique : analyser une opération')!;
    const response = await download(pdf.url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename\*=UTF-8''Fiche/);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The site's own absolute URL names the same file.
    expect((await download(`http://campus.test${pdf.url}`)).statusCode).toBe(200);
  });

  it('is never a proxy: another host, scheme or path is refused without any request', async () => {
    for (const url of [
      'https://evil.example/api/resources/demo-resource-01/file',
      '//evil.example/api/resources/demo-resource-01/file',
      'http://campus.test@evil.example/api/resources/demo-resource-01/file',
      'file:///etc/passwd',
      '/api/resources/../../etc/passwd',
      '/uploads/pictures/x.png',
      'http://169.254.169.254/latest/meta-data/',
    ]) {
      const response = await download(url);
      expect(response.statusCode, url).toBe(400);
      expect(errorBody(response).error).toBe('Seuls les fichiers de la plateforme peuvent être téléchargés');
    }
  });

  it("refuses another channel's file, resource, lesson or replay alike", async () => {
    for (const url of [
      '/api/resources/demo-resource-01/file',
      '/api/lessons/demo-course-immo-1-l3/file',
      '/api/replays/demo-replay-01/file',
    ]) {
      expect((await download(url, sport)).statusCode, url).toBe(404);
    }
    expect((await download('/api/lessons/demo-course-immo-1-l3/file')).statusCode).toBe(200);
  });

  it('reads only the paths of platform files', () => {
    expect(platformFileOf('/api/lessons/abc/file', 'http://campus.test')).toEqual({ kind: 'lessons', id: 'abc' });
    expect(platformFileOf('\\\\evil.example/api/lessons/abc/file', 'http://campus.test')).toBeNull();
  });
});

describe('GET /api/nutrition', () => {
  it('gives the sport channel programmes, recipes and sport sessions', async () => {
    const response = await get('/api/nutrition?channel=sport', sport);
    expect(response.statusCode).toBe(200);
    const items = response.json<{ kind: string; title: string; details: unknown[] }[]>();
    expect(new Set(items.map((item) => item.kind))).toEqual(new Set(['programme', 'recipe', 'session']));
    expect(items.every((item) => item.details.length > 0)).toBe(true);
  });

  it('is for members of the sport channel only', async () => {
    expect((await get('/api/nutrition?channel=sport', mdb)).statusCode).toBe(403);
    expect((await get('/api/nutrition?channel=immobilier', sport)).statusCode).toBe(400);
  });
});
