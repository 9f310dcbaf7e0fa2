import { AUTH_MESSAGES } from '@campus/domain/account';
import { INCUBATOR_MESSAGES, type Project } from '@campus/domain/incubator';
import { UPLOAD_MAX_BYTES, VIOLATION_MESSAGES } from '@campus/domain/shared';
import { describe, expect, it } from 'vitest';
import {
  createDraft,
  get,
  multipart,
  pdfBytes,
  remove,
  tokens,
  upload,
  useIncubatorApp,
} from '../../testing/incubator.js';
import { GIF_HTML_POLYGLOT, HTML_PAGE, ONE_PIXEL_PNG } from '../../testing/uploads.js';
import { SERVER_MESSAGES } from '../../platform/errors.js';
import { errorBody } from '../../testing/test-app.js';

useIncubatorApp();

describe("a project's files", () => {
  it('refuses a file over 10 MB with 413 and the UploadsSize violation', async () => {
    const draft = await createDraft();
    const response = await upload(
      'PATCH',
      `/api/mdb-projects/user/${draft.id}`,
      tokens.mdb,
      multipart({}, [
        { field: 'photos', name: 'grande.jpg', type: 'image/jpeg', content: Buffer.alloc(UPLOAD_MAX_BYTES + 1) },
      ]),
    );
    expect(response.statusCode).toBe(413);
    expect(errorBody(response).errors).toEqual({ photos: [VIOLATION_MESSAGES.uploadsSize] });
    const project = (await get(`/api/mdb-projects/${draft.id}`, tokens.mdb)).json<Project>();
    expect(project.files).toHaveLength(1);
  });

  it('refuses HTML sent as a PDF or a PNG, and a GIF header followed by a page, in French', async () => {
    const draft = await createDraft();
    const refusals = [
      { field: 'plans', name: 'plan.pdf', type: 'application/pdf', content: HTML_PAGE },
      { field: 'estimates', name: 'devis.png', type: 'image/png', content: HTML_PAGE },
      { field: 'photos', name: 'façade.gif', type: 'image/gif', content: GIF_HTML_POLYGLOT },
      { field: 'photos', name: 'plan.pdf', type: 'application/pdf', content: pdfBytes },
    ];
    for (const file of refusals) {
      const response = await upload('PATCH', `/api/mdb-projects/user/${draft.id}`, tokens.mdb, multipart({}, [file]));
      expect(response.statusCode, file.name).toBe(400);
      const message = file.field === 'photos' ? AUTH_MESSAGES.unsupportedImage : INCUBATOR_MESSAGES.badFileType;
      expect(errorBody(response)).toEqual({ error: message, errors: { [file.field]: [message] } });
    }
    const project = (await get(`/api/mdb-projects/${draft.id}`, tokens.mdb)).json<Project>();
    expect(project.files).toHaveLength(1);
  });

  it('keeps the type read from the bytes and serves a file as a sandboxed, never sniffed attachment', async () => {
    const draft = await createDraft();
    const response = await upload(
      'PATCH',
      `/api/mdb-projects/user/${draft.id}`,
      tokens.mdb,
      multipart({}, [
        // A PNG declared as a PDF, with a name that climbs: stored and served as the PNG it is, named safely.
        { field: 'estimates', name: '../../devis.pdf', type: 'application/pdf', content: ONE_PIXEL_PNG },
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    const files = response.json<Project>().files;
    const png = files.find((file) => file.name === 'devis.pdf');
    expect(png).toMatchObject({ contentType: 'image/png' });
    expect(files.find((file) => file.category === 'plans')).toMatchObject({ contentType: 'application/pdf' });

    const served = await get(`/api/mdb-projects/${draft.id}/files/${png?.id ?? ''}`, tokens.mdb);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(ONE_PIXEL_PNG)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'content-disposition': 'attachment; filename="devis.pdf"',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox; frame-ancestors 'none'",
    });
    const pdf = files.find((file) => file.category === 'plans');
    const servedPdf = await get(`/api/mdb-projects/${draft.id}/files/${pdf?.id ?? ''}`, tokens.mdb);
    expect(servedPdf.headers['content-type']).toBe('application/pdf');
    expect(servedPdf.headers['content-disposition']).toMatch(/^attachment; /);
  });

  it('names the report of a project called `../../x` without a path', async () => {
    const draft = await createDraft();
    const renamed = await upload(
      'PATCH',
      `/api/mdb-projects/user/${draft.id}`,
      tokens.mdb,
      multipart({ property: { name: '../../x', city: 'Lyon' } }),
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    const report = await get(`/api/mdb-projects/${draft.id}/report`, tokens.mdb);
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-disposition']).toBe('attachment; filename="rapport-._._x.pdf"');
  });

  it('refuses a broken body (no boundary, truncated, empty) with 400 and saves nothing', async () => {
    const draft = await createDraft();
    const renamed = multipart({ step: 1, property: { name: 'Nom jamais enregistré' } }, [
      { field: 'photos', name: 'vue.png', type: 'image/png', content: ONE_PIXEL_PNG },
    ]);
    const closing = renamed.payload.lastIndexOf('--');
    const bodies = {
      'no boundary': { payload: renamed.payload, headers: { 'content-type': 'multipart/form-data' } },
      'cut in a part head': { payload: renamed.payload.subarray(0, 60), headers: renamed.headers },
      'cut in its last delimiter': { payload: renamed.payload.subarray(0, closing - 40), headers: renamed.headers },
      'cut before its closing delimiter': { payload: renamed.payload.subarray(0, closing), headers: renamed.headers },
      empty: { payload: Buffer.alloc(0), headers: renamed.headers },
      'no multipart at all': { payload: Buffer.from('bonjour'), headers: renamed.headers },
    };
    for (const [name, body] of Object.entries(bodies)) {
      for (const method of ['PATCH', 'PUT'] as const) {
        const response = await upload(method, `/api/mdb-projects/user/${draft.id}`, tokens.mdb, body);
        expect(response.statusCode, `${method} ${name}`).toBe(400);
        expect(errorBody(response), `${method} ${name}`).toEqual({ error: SERVER_MESSAGES.malformedMultipart });
      }
      const created = await upload('POST', '/api/mdb-projects/user', tokens.mdb, body);
      expect(created.statusCode, `POST ${name}`).toBe(400);
    }
    const project = (await get(`/api/mdb-projects/${draft.id}`, tokens.mdb)).json<Project>();
    expect(project.name).toBe(draft.name);
    expect(project.files).toHaveLength(draft.files.length);
    const saved = await upload('PATCH', `/api/mdb-projects/user/${draft.id}`, tokens.mdb, renamed);
    expect(saved.statusCode).toBe(200);
    expect(saved.json<Project>().name).toBe('Nom jamais enregistré');
  });

  it('deletes a file of a draft', async () => {
    const draft = await createDraft();
    const fileId = draft.files[0]?.id ?? '';
    const response = await remove(`/api/mdb-projects/user/${draft.id}/files/${fileId}`, tokens.mdb);
    expect(response.statusCode).toBe(204);
    expect((await get(`/api/mdb-projects/${draft.id}`, tokens.mdb)).json<Project>().files).toEqual([]);
  });
});
