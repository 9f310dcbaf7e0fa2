import type { Project } from '@campus/domain/incubator';
import { UPLOAD_MAX_BYTES, VIOLATION_MESSAGES } from '@campus/domain/shared';
import { describe, expect, it } from 'vitest';
import { createDraft, get, multipart, remove, tokens, upload, useIncubatorApp } from '../../testing/incubator.js';
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

  it('deletes a file of a draft', async () => {
    const draft = await createDraft();
    const fileId = draft.files[0]?.id ?? '';
    const response = await remove(`/api/mdb-projects/user/${draft.id}/files/${fileId}`, tokens.mdb);
    expect(response.statusCode).toBe(204);
    expect((await get(`/api/mdb-projects/${draft.id}`, tokens.mdb)).json<Project>().files).toEqual([]);
  });
});
