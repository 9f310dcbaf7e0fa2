import type { AuditPage } from '@campus/domain/administration';
import { nextStates, type ProjectState } from '@campus/domain/incubator';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../testing/demo-data.js';
import { bearer, createTestApp, errorBody, type TestApp } from '../../testing/test-app.js';

let test: TestApp;
let admin: string;
beforeAll(async () => {
  test = await createTestApp();
  admin = await test.signIn('admin@campus.test');
});
afterAll(() => test.close());

interface Call {
  url: string;
  payload?: Record<string, unknown>;
}

const NO_FORMATIONS = { air: false, mdb: false, sport: false, starter_mdb: false };
const firstId = async (rows: Promise<{ id: string }[]>) => (await rows)[0]!.id;
const invitedUid = async (app: FastifyInstance) =>
  (await app.db.selectFrom('users').select('uid').where('email', '=', 'journal@exemple.fr').executeTakeFirstOrThrow())
    .uid;

const JOURNAL_EVENT = {
  type: 'LOCAL_MEETING',
  mode: 'PHYSICAL',
  address: '1 place Bellecour, 69002 Lyon',
  capacity: 10,
  title: 'Visite du journal',
  description: null,
};
const JOURNAL_SESSION = {
  title: 'Visite',
  startsAt: new Date(Date.now() + 8 * 24 * 60 * 60 * 1000).toISOString(),
  durationMinutes: 90,
};
const journalEventId = async (app: FastifyInstance) =>
  firstId(app.db.selectFrom('events').select('id').where('title', '=', JOURNAL_EVENT.title).execute());
const journalSessionId = async (app: FastifyInstance) =>
  firstId(
    app.db
      .selectFrom('event_sessions')
      .select('id')
      .where('event_id', '=', await journalEventId(app))
      .where('title', 'like', 'Deuxième visite%')
      .execute(),
  );

/**
 * A successful call of every admin write route, run in this order: each must write a row of the audit journal. A new
 * admin write route fails the first test until it is given one here (or, for now, listed in NOT_JOURNALED_YET).
 */
const CALLS: Record<string, (app: FastifyInstance) => Promise<Call>> = {
  'POST /api/admin/members': () =>
    Promise.resolve({
      url: '/api/admin/members',
      payload: {
        email: 'journal@exemple.fr',
        firstname: 'Jules',
        lastname: 'Nal',
        formations: NO_FORMATIONS,
        channels: ['base'],
        isCustomer: false,
      },
    }),
  'POST /api/admin/members/:uid/invitation': async (app) => ({
    url: `/api/admin/members/${await invitedUid(app)}/invitation`,
  }),
  'DELETE /api/admin/members/:uid/invitation': async (app) => ({
    url: `/api/admin/members/${await invitedUid(app)}/invitation`,
  }),
  'PATCH /api/admin/members/:uid': () =>
    Promise.resolve({ url: `/api/admin/members/${DEMO_ACCOUNTS.air.uid}`, payload: { formations: { sport: true } } }),
  'PUT /shop/invoices/:id/status': async (app) => ({
    url: `/shop/invoices/${await firstId(app.db.selectFrom('invoices').select('id').where('status', '=', 'open').execute())}/status`,
    payload: { status: 'void' },
  }),
  'POST /api/contract/admin/issue': () =>
    Promise.resolve({
      url: '/api/contract/admin/issue',
      payload: { email: 'sport@campus.test', productName: 'Programme Sport', signatureTypes: ['typed'] },
    }),
  'PUT /api/mdb-projects/:id/status': async (app) => {
    const projects = await app.db.selectFrom('mdb_projects').select(['id', 'state']).execute();
    const project = projects.find((row) => nextStates(row.state, 'admin').length > 0)!;
    return {
      url: `/api/mdb-projects/${project.id}/status`,
      payload: { state: nextStates(project.state as ProjectState, 'admin')[0], note: null },
    };
  },
  'POST /api/deals/:id/hide': async (app) => ({
    url: `/api/deals/${await firstId(app.db.selectFrom('deals').select('id').where('hidden_at', 'is', null).execute())}/hide`,
  }),
  'POST /api/admin/courses/:id/unpublish': async (app) => ({
    url: `/api/admin/courses/${await firstId(app.db.selectFrom('courses').select('id').where('published_at', 'is not', null).orderBy('id').execute())}/unpublish`,
  }),
  'POST /api/admin/courses/:id/publish': async (app) => ({
    url: `/api/admin/courses/${await firstId(app.db.selectFrom('courses').select('id').where('published_at', 'is', null).orderBy('id').execute())}/publish`,
  }),
  'POST /api/admin/replays/:id/unpublish': async (app) => ({
    url: `/api/admin/replays/${await firstId(app.db.selectFrom('replays').select('id').where('status', '=', 'published').orderBy('id').execute())}/unpublish`,
  }),
  'POST /api/admin/replays/:id/publish': async (app) => ({
    url: `/api/admin/replays/${await firstId(app.db.selectFrom('replays').select('id').where('status', '=', 'draft').where('file_name', 'is not', null).orderBy('id').execute())}/publish`,
  }),
  'POST /api/educational-contents/brainstorming-workshop/:id/validate': async (app) => ({
    url: `/api/educational-contents/brainstorming-workshop/${await firstId(app.db.selectFrom('educational_contents').select('id').where('status', '=', 'PENDING').execute())}/validate`,
  }),
  'POST /api/events': () =>
    Promise.resolve({
      url: '/api/events',
      payload: { ...JOURNAL_EVENT, channel: 'immobilier', sessions: [JOURNAL_SESSION] },
    }),
  'PUT /api/events/:id': async (app) => ({
    url: `/api/events/${await journalEventId(app)}`,
    payload: { ...JOURNAL_EVENT, capacity: 12 },
  }),
  'POST /api/events/:id/sessions': async (app) => ({
    url: `/api/events/${await journalEventId(app)}/sessions`,
    payload: { ...JOURNAL_SESSION, title: 'Deuxième visite' },
  }),
  'PUT /api/events/sessions/:id': async (app) => ({
    url: `/api/events/sessions/${await journalSessionId(app)}`,
    payload: { ...JOURNAL_SESSION, title: 'Deuxième visite, déplacée' },
  }),
  'DELETE /api/events/sessions/:id': async (app) => ({ url: `/api/events/sessions/${await journalSessionId(app)}` }),
  'DELETE /api/events/:id': async (app) => ({ url: `/api/events/${await journalEventId(app)}` }),
  'POST /api/notifications/global': () =>
    Promise.resolve({
      url: '/api/notifications/global',
      payload: { channel: 'immobilier', text: 'Maintenance ce soir' },
    }),
};

/**
 * Admin writes that do not write to the journal yet (issue 30 leaves them for a follow-up: authoring edits, a job
 * retried, which needs a failed job to test). Every entry here is a gap, not a decision.
 */
const NOT_JOURNALED_YET = new Set([
  'POST /api/admin/courses',
  'PUT /api/admin/courses/:id',
  'DELETE /api/admin/courses/:id',
  'POST /api/admin/courses/:id/modules',
  'PUT /api/admin/courses/:id/outline',
  'PUT /api/admin/modules/:id',
  'DELETE /api/admin/modules/:id',
  'POST /api/admin/modules/:id/lessons',
  'PUT /api/admin/lessons/:id',
  'DELETE /api/admin/lessons/:id',
  'PUT /api/admin/lessons/:id/file',
  'PUT /api/admin/lessons/:id/media',
  'POST /api/admin/replays',
  'PUT /api/admin/replays/:id',
  'DELETE /api/admin/replays/:id',
  'PUT /api/admin/replays/:id/file',
  'PUT /api/admin/replays/:id/media',
  'POST /api/admin/resources',
  'PUT /api/admin/resources/:id',
  'DELETE /api/admin/resources/:id',
  'PUT /api/admin/resources/:id/file',
  'POST /api/admin/jobs/:jobId/retry',
]);

/** Admin writes journaled by the background job they send, once it is done (their own tests check the row). */
const JOURNALED_BY_THEIR_JOB = new Set(['POST /api/admin/members/import']);

const adminRoutes = () => test.app.routeRights.filter((route) => route.access === 'admin' && route.method !== 'HEAD');
const keyOf = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
const countAudit = async () =>
  Number(
    (
      await test.app.db
        .selectFrom('audit_events')
        .select((s) => s.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the audit journal of admin actions', () => {
  it('knows a journaled call of every admin write route', () => {
    const writes = adminRoutes()
      .filter((route) => route.method !== 'GET')
      .map(keyOf);
    expect(
      writes.filter((key) => !(key in CALLS) && !NOT_JOURNALED_YET.has(key) && !JOURNALED_BY_THEIR_JOB.has(key)),
    ).toEqual([]);
  });

  it('writes a row, with its actor, for each admin write route called', async () => {
    for (const [key, call] of Object.entries(CALLS)) {
      const { url, payload } = await call(test.app);
      const before = await countAudit();
      const response = await test.app.inject({
        method: key.split(' ')[0] as 'POST',
        url,
        headers: bearer(admin),
        ...(payload && { payload }),
      });
      expect(response.statusCode, `${key}: ${response.body}`).toBeLessThan(300);
      expect(await countAudit(), `${key} wrote no audit row`).toBeGreaterThan(before);
    }
    const actors = await test.app.db.selectFrom('audit_events').select('actor_uid').distinct().execute();
    expect(actors.map((row) => row.actor_uid)).toEqual([DEMO_ACCOUNTS.admin.uid]);
  });

  it.each(['mdb', 'air', 'starter', 'sport', 'prospect'])(
    'answers 403 to %s on every admin route, 401 without a token',
    async (role) => {
      const token = await test.signIn(`${role}@campus.test`);
      for (const route of adminRoutes()) {
        const url = route.url.replace(/:(\w+)/g, 'matrix-$1');
        const method = route.method as 'GET';
        expect((await test.app.inject({ method, url, headers: bearer(token) })).statusCode, keyOf(route)).toBe(403);
        expect((await test.app.inject({ method, url })).statusCode, keyOf(route)).toBe(401);
      }
    },
  );

  it('reads the journal by target, action and dates, newest first, and exports it as CSV', async () => {
    const get = async (query: string) => {
      const response = await test.app.inject({
        method: 'GET',
        url: `/api/admin/audit?${query}`,
        headers: bearer(admin),
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<AuditPage>();
    };
    const air = await get(`target=${DEMO_ACCOUNTS.air.uid}`);
    expect(air.items).toEqual([
      expect.objectContaining({
        actorUid: DEMO_ACCOUNTS.admin.uid,
        actorName: 'Camille Laurent',
        action: 'member.updated',
        targetUid: DEMO_ACCOUNTS.air.uid,
        targetName: 'Sophie Bernard',
        before: { formations: { ...NO_FORMATIONS, air: true } },
        after: { formations: { ...NO_FORMATIONS, air: true, sport: true } },
      }),
    ]);
    expect((await get('action=invoice.status-changed')).items).toHaveLength(1);
    const all = await get('');
    expect(all.items.map((item) => item.at)).toEqual([...all.items.map((item) => item.at)].sort().reverse());
    expect((await get('to=2000-01-01')).items).toEqual([]);

    const bad = await test.app.inject({ method: 'GET', url: '/api/admin/audit?from=hier', headers: bearer(admin) });
    expect(bad.statusCode).toBe(400);
    expect(errorBody(bad).errors).toEqual({ from: ["Le format de la date n'est pas valide"] });

    const csv = await test.app.inject({
      method: 'GET',
      url: '/api/admin/audit/export?action=deal.hidden',
      headers: bearer(admin),
    });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('date;acteur;acteur_uid;action;membre;membre_uid;objet;avant;apres');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(';deal.hidden;');
  });
});
