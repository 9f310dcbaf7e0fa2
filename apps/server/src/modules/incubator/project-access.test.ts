import { describe, expect, it } from 'vitest';
import { createDraft, get, multipart, remove, tokens, upload, useIncubatorApp } from '../../testing/incubator.js';

useIncubatorApp();

describe("another member's project", () => {
  it('is refused: project, file, report, archive, edits; the admin reads them all', async () => {
    const draft = await createDraft();
    const fileId = draft.files[0]?.id ?? '';
    for (const url of [
      `/api/mdb-projects/${draft.id}`,
      `/api/mdb-projects/${draft.id}/files/${fileId}`,
      `/api/mdb-projects/${draft.id}/report`,
      `/api/mdb-projects/${draft.id}/archive`,
    ]) {
      expect((await get(url, tokens.starter)).statusCode, url).toBe(404);
      expect((await get(url, tokens.admin)).statusCode, url).toBe(200);
    }
    const edit = await upload('PATCH', `/api/mdb-projects/user/${draft.id}`, tokens.starter, multipart({ step: 1 }));
    expect(edit.statusCode).toBe(404);
    const removal = await remove(`/api/mdb-projects/user/${draft.id}/files/${fileId}`, tokens.starter);
    expect(removal.statusCode).toBe(404);
  });
});
