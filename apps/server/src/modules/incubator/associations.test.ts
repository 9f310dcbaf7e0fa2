import { INCUBATOR_MESSAGES, type Association } from '@campus/domain/incubator';
import type { Notification } from '@campus/domain/messaging';
import { describe, expect, it } from 'vitest';
import { get, send, tokens, useIncubatorApp } from '../../testing/incubator.js';
import { errorBody } from '../../testing/test-app.js';

useIncubatorApp();

describe('the association engine', () => {
  it('starter-MDB members have none', async () => {
    expect((await get('/api/mdb-associations', tokens.starter)).statusCode).toBe(403);
    expect((await get('/api/mdb-associations', tokens.mdb)).statusCode).toBe(200);
  });

  it('members join and quit an offer, and its owner is notified of each', async () => {
    const created = await send('POST', '/api/mdb-associations', tokens.mdb, {
      projectId: 'demo-project-nantes',
      title: 'Associé travaux Nantes',
      investorKind: 'ACTIVE_INVESTOR',
    });
    expect(created.statusCode, created.body).toBe(201);
    const offer = created.json<Association>();
    expect(offer).toMatchObject({ status: 'IN_PROGRESS', isOwner: true, members: [] });
    expect((await send('POST', `/api/mdb-associations/${offer.id}/join`, tokens.mdb, {})).statusCode).toBe(409);
    const joined = await send('POST', `/api/mdb-associations/${offer.id}/join`, tokens.admin, {});
    expect(joined.json<Association>()).toMatchObject({ isMember: true, members: [{ name: 'Camille Laurent' }] });
    const notifications = () =>
      get('/api/notifications?channel=immobilier', tokens.mdb).then(
        (response) => response.json<{ items: Notification[] }>().items,
      );
    expect((await notifications())[0]?.text).toBe(
      'Camille Laurent a rejoint votre association « Associé travaux Nantes »',
    );
    const quit = await send('POST', `/api/mdb-associations/${offer.id}/quit`, tokens.admin, {});
    expect(quit.json<Association>().members).toEqual([]);
    expect((await notifications())[0]?.text).toBe(
      'Camille Laurent a quitté votre association « Associé travaux Nantes »',
    );
    await send('PUT', `/api/mdb-associations/${offer.id}/status`, tokens.mdb, { status: 'CLOSED' });
    const closed = await send('POST', `/api/mdb-associations/${offer.id}/join`, tokens.admin, {});
    expect(errorBody(closed).error).toBe(INCUBATOR_MESSAGES.associationClosed);
  });

  it("an offer is published only on one's own project", async () => {
    const response = await send('POST', '/api/mdb-associations', tokens.mdb, {
      projectId: 'demo-project-joliette',
      title: 'Pas le mien',
      investorKind: 'PASSIVE_INVESTOR',
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /api/users/mdb-contact', () => {
  it('names who to ask about the incubator', async () => {
    const response = await get('/api/users/mdb-contact', tokens.mdb);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Camille Laurent', email: 'admin@campus.test' });
  });
});
