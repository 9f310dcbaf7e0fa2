import { INCUBATOR_MESSAGES, type Project, type ProjectSearchPage } from '@campus/domain/incubator';
import type { Notification } from '@campus/domain/messaging';
import { VIOLATION_MESSAGES } from '@campus/domain/shared';
import { describe, expect, it } from 'vitest';
import {
  complete,
  get,
  multipart,
  property,
  send,
  submitted,
  tokens,
  upload,
  useIncubatorApp,
} from '../../testing/incubator.js';
import { errorBody } from '../../testing/test-app.js';

useIncubatorApp();

describe('administration (MDB_ADMIN)', () => {
  it('sets the state along the allowed transitions, keeps who did it, and notifies the owner', async () => {
    const project = await submitted();
    expect(
      (await send('PUT', `/api/mdb-projects/${project.id}/status`, tokens.mdb, { state: 'VALIDATED' })).statusCode,
    ).toBe(403);
    const skipped = await send('PUT', `/api/mdb-projects/${project.id}/status`, tokens.admin, {
      auditStatus: 'AUDITED',
    });
    expect(skipped.statusCode).toBe(409);
    expect(errorBody(skipped).errors).toEqual({ auditStatus: [INCUBATOR_MESSAGES.transitionRefused] });
    const response = await send('PUT', `/api/mdb-projects/${project.id}/status`, tokens.admin, {
      state: 'MISSING_PARTS',
      auditStatus: 'IN_PROGRESS',
      note: 'Ajoutez les devis',
    });
    expect(response.statusCode, response.body).toBe(200);
    const changed = response.json<Project>();
    expect(changed).toMatchObject({ state: 'MISSING_PARTS', auditStatus: 'IN_PROGRESS' });
    expect(changed.history.slice(0, 2)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          field: 'state',
          from: 'IN_PROGRESS',
          to: 'MISSING_PARTS',
          note: 'Ajoutez les devis',
        }),
        expect.objectContaining({ field: 'auditStatus', from: null, to: 'IN_PROGRESS' }),
      ]),
    );
    expect(changed.history[0]?.actor.name).toBe('Camille Laurent');
    const notifications = (await get('/api/notifications?channel=immobilier', tokens.mdb)).json<{
      items: Notification[];
    }>().items;
    expect(notifications[0]).toMatchObject({
      text: `Votre projet « ${property.name} » a été mis à jour`,
      link: `/mdb/projet?id=${project.id}`,
    });
    // With the parts added, the owner submits again: back to review.
    const again = await upload('PUT', `/api/mdb-projects/user/${project.id}`, tokens.mdb, multipart(complete));
    expect(again.json<Project>().state).toBe('IN_PROGRESS');
  });
});

describe('the committee', () => {
  it('lists the projects under review; members other than the owner comment and score them', async () => {
    const project = await submitted();
    const list = (await get('/api/mdb-projects/committee', tokens.starter)).json<ProjectSearchPage>();
    expect(list.items.every((item) => item.state === 'IN_PROGRESS')).toBe(true);
    expect(list.items.map((item) => item.id)).toContain(project.id);
    const scores = { profitability: 4, feasibility: 3, financing: 5, team: 2 };
    const own = await send('POST', `/api/mdb-projects/${project.id}/reviews`, tokens.mdb, { comment: 'Bien', scores });
    expect(own.statusCode).toBe(403);
    const bad = await send('POST', `/api/mdb-projects/${project.id}/reviews`, tokens.starter, {
      comment: '',
      scores: { ...scores, team: 9 },
    });
    expect(bad.statusCode).toBe(400);
    expect(errorBody(bad).errors).toEqual({
      comment: [VIOLATION_MESSAGES.notBlank],
      'scores.team': [VIOLATION_MESSAGES.maxValue(5)],
    });
    const review = await send('POST', `/api/mdb-projects/${project.id}/reviews`, tokens.starter, {
      comment: 'Financement solide',
      scores,
    });
    expect(review.statusCode).toBe(201);
    expect(review.json<Project>()).toMatchObject({ averageScore: 3.5, reviews: [{ comment: 'Financement solide' }] });
  });
});
