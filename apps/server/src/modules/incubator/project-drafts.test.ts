import { INCUBATOR_MESSAGES, type Project } from '@campus/domain/incubator';
import { VIOLATION_MESSAGES } from '@campus/domain/shared';
import { describe, expect, it } from 'vitest';
import {
  complete,
  createDraft,
  get,
  multipart,
  pdfBytes,
  property,
  tokens,
  upload,
  useIncubatorApp,
} from '../../testing/incubator.js';
import { errorBody } from '../../testing/test-app.js';

useIncubatorApp();

describe('submitting a project in steps', () => {
  it('creates a draft with its files, saves each step, and computes the works total', async () => {
    const draft = await createDraft();
    expect(draft).toMatchObject({ state: 'DRAFT', name: property.name, worksTotalCents: 0 });
    expect(draft.files).toMatchObject([{ category: 'plans', name: 'plan étage.pdf', size: pdfBytes.length }]);
    const saved = await upload(
      'PATCH',
      `/api/mdb-projects/user/${draft.id}`,
      tokens.mdb,
      multipart({ step: 2, property, works: complete.works }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<Project>()).toMatchObject({ step: 2, worksTotalCents: 9_270_050, property: { city: 'Lyon' } });
    // Resumable: the draft reads back as saved.
    const again = (await get(`/api/mdb-projects/${draft.id}`, tokens.mdb)).json<Project>();
    expect(again).toMatchObject({ step: 2, works: complete.works, property });
  });

  it('refuses an invalid value of a step with the French violation under its path', async () => {
    const draft = await createDraft();
    const response = await upload(
      'PATCH',
      `/api/mdb-projects/user/${draft.id}`,
      tokens.mdb,
      multipart({ property: { postalCode: '1234' }, works: [{ category: 'HEATING', budget: -5 }] }),
    );
    expect(response.statusCode).toBe(400);
    expect(errorBody(response).errors).toEqual({
      'property.postalCode': [VIOLATION_MESSAGES.postalCode],
      'works.0.budget': [VIOLATION_MESSAGES.minValue(0)],
    });
  });

  it('a draft needs its name', async () => {
    const response = await upload('POST', '/api/mdb-projects/user', tokens.mdb, multipart({ property: {} }));
    expect(response.statusCode).toBe(400);
    expect(errorBody(response).errors).toEqual({ 'property.name': [VIOLATION_MESSAGES.notBlank] });
  });

  it('submission checks the whole project, then moves it to review with its history', async () => {
    const draft = await createDraft();
    const incomplete = await upload('PUT', `/api/mdb-projects/user/${draft.id}`, tokens.mdb, multipart({ property }));
    expect(incomplete.statusCode).toBe(400);
    expect(Object.keys(errorBody(incomplete).errors ?? {})).toEqual(['operation', 'works', 'financing', 'team']);
    const response = await upload('PUT', `/api/mdb-projects/user/${draft.id}`, tokens.mdb, multipart(complete));
    expect(response.statusCode).toBe(200);
    const project = response.json<Project>();
    expect(project.state).toBe('IN_PROGRESS');
    expect(project.history).toMatchObject([{ field: 'state', from: 'DRAFT', to: 'IN_PROGRESS' }]);
    expect(project.history[0]?.actor.name).toBe('Julien Moreau');
    // Under review, the owner can no longer edit it.
    const edit = await upload('PATCH', `/api/mdb-projects/user/${draft.id}`, tokens.mdb, multipart({ step: 1 }));
    expect(edit.statusCode).toBe(409);
    expect(errorBody(edit).error).toBe(INCUBATOR_MESSAGES.notEditable);
  });
});
