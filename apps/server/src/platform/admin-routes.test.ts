import type { AdminCourse, AdminReplay, AdminResource } from '@campus/domain/learning';
import type { EventResponse } from '@campus/domain/events';
import type { InjectOptions } from 'fastify';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../testing/demo-data.js';
import { waitForJob } from '../testing/jobs.js';
import { MP4_BYTES } from '../testing/uploads.js';
import { bearer, createTestApp, multipartFile, type TestApp } from '../testing/test-app.js';
import type { RouteRight } from './auth.js';

// The server is the authority (issue 30): every admin route answers 401 without a token and 403 to every demo member
// who is not an admin; and every admin write journals what it did, or the test names the route.

const NON_ADMINS = ['mdb', 'air', 'starter', 'sport', 'prospect'] as const;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Admin writes that journal nothing, each with why. Keep it short: a new entry is a decision made in review. */
const EXEMPT_FROM_AUDIT: Record<string, string> = {};

let test: TestApp;
let admin = '';
const tokens = new Map<string, string>();

beforeAll(async () => {
  const mediaDir = await mkdtemp(join(tmpdir(), 'campus-media-'));
  await mkdir(join(mediaDir, 'lives'));
  await writeFile(join(mediaDir, 'lives', 'conference.mp4'), Buffer.alloc(4096, 3));
  test = await createTestApp({ learningMediaDir: mediaDir, jobs: { pollIntervalSeconds: 0.5 } });
  test.app.jobs.define('always-fails', () => Promise.reject(new Error('Échec voulu')), { retryLimit: 0 });
  admin = await test.signIn('admin@campus.test');
  for (const role of NON_ADMINS) tokens.set(role, await test.signIn(`${role}@campus.test`));
});
afterAll(() => test.close());

const keyOf = (route: RouteRight) => `${route.method} ${route.url}`;
const adminRoutes = () => test.app.routeRights.filter((route) => route.access === 'admin' && route.method !== 'HEAD');
const concreteUrl = (url: string) => url.replace(/:(\w+)/g, 'matrix-$1');

const asAdmin = async (method: 'POST' | 'PUT', url: string, payload: object) => {
  const response = await test.app.inject({ method, url, payload, headers: bearer(admin) });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response;
};
/** An upload of a real file of its name's kind: files are checked by their bytes (platform/files.ts). */
const upload = (method: 'PUT', url: string, name: string): InjectOptions => {
  const content = name.endsWith('.mp4') ? MP4_BYTES : Buffer.from('%PDF-1.4\n% fichier du test\n%%EOF\n');
  const { payload, headers } = multipartFile('file', name, 'application/octet-stream', content);
  return { method, url, payload, headers };
};

const offer = {
  name: 'Offre de test',
  priceCents: 4900,
  interval: 'month',
  grants: { formations: [], channels: ['finance'] },
};
const course = {
  channel: 'finance',
  title: 'Cours du test',
  description: null,
  skillLevel: 'BEGINNER',
  classroomLevel: 'level_1',
};
const lesson = { title: 'Leçon du test', contentType: 'support', body: 'Texte', url: null };
const replay = { channel: 'finance', title: 'Replay du test', description: null, mediaType: 'video', chapters: [] };
const resource = { channel: 'finance', category: 'Guides', title: 'Fiche du test', kind: 'document', url: null };
const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString();
const session = { title: 'Séance du test', description: null, startsAt: inDays(9), durationMinutes: 60 };
const event = {
  channel: 'immobilier',
  type: 'LOCAL_MEETING',
  mode: 'PHYSICAL',
  address: '1 place Bellecour, 69002 Lyon',
  capacity: 5,
  title: 'Rencontre du test',
  description: null,
  sessions: [session],
};

const newCourse = async () => (await asAdmin('POST', '/api/admin/courses', course)).json<AdminCourse>();
const newModule = async () => {
  const { id } = await newCourse();
  const withModule = await asAdmin('POST', `/api/admin/courses/${id}/modules`, { title: 'Module du test' });
  return withModule.json<AdminCourse>();
};
const newLesson = async () => {
  const { modules } = await newModule();
  const withLesson = await asAdmin('POST', `/api/admin/modules/${modules[0]!.id}/lessons`, lesson);
  return withLesson.json<AdminCourse>().modules[0]!.lessons[0]!.id;
};
const newReplay = async () => (await asAdmin('POST', '/api/admin/replays', replay)).json<AdminReplay>().id;
const newResource = async () => (await asAdmin('POST', '/api/admin/resources', resource)).json<AdminResource>().id;
const newEvent = async () => (await asAdmin('POST', '/api/events', event)).json<EventResponse>().event;
const invitationOf = (email: string) => ({
  email,
  firstname: 'Inès',
  lastname: 'Test',
  formations: { air: false, mdb: false, sport: true, starter_mdb: false },
  channels: ['sport'],
  isCustomer: true,
});
const newInvited = async () => {
  const email = `invite-${Date.now()}-${Math.random().toString(36).slice(2)}@campus.test`;
  const response = await asAdmin('POST', '/api/admin/members', invitationOf(email));
  return { uid: response.json<{ uid: string }>().uid };
};

/** A successful call of each admin write, its subject made first (through the API when it has a route). */
const CALLS: Record<string, () => Promise<InjectOptions>> = {
  'POST /api/admin/courses': () => Promise.resolve({ method: 'POST', url: '/api/admin/courses', payload: course }),
  'PUT /api/admin/courses/:id': async () => ({
    method: 'PUT',
    url: `/api/admin/courses/${(await newCourse()).id}`,
    payload: { ...course, title: 'Cours renommé' },
  }),
  'DELETE /api/admin/courses/:id': async () => ({
    method: 'DELETE',
    url: `/api/admin/courses/${(await newCourse()).id}`,
  }),
  'POST /api/admin/courses/:id/publish': async () => ({
    method: 'POST',
    url: `/api/admin/courses/${(await newCourse()).id}/publish`,
  }),
  'POST /api/admin/courses/:id/unpublish': async () => ({
    method: 'POST',
    url: `/api/admin/courses/${(await newCourse()).id}/unpublish`,
  }),
  'POST /api/admin/courses/:id/modules': async () => ({
    method: 'POST',
    url: `/api/admin/courses/${(await newCourse()).id}/modules`,
    payload: { title: 'Module' },
  }),
  'PUT /api/admin/courses/:id/outline': async () => {
    const { id, modules } = await newModule();
    return {
      method: 'PUT',
      url: `/api/admin/courses/${id}/outline`,
      payload: { modules: modules.map((module) => ({ id: module.id, lessons: [] })) },
    };
  },
  'PUT /api/admin/modules/:id': async () => ({
    method: 'PUT',
    url: `/api/admin/modules/${(await newModule()).modules[0]!.id}`,
    payload: { title: 'Module renommé' },
  }),
  'DELETE /api/admin/modules/:id': async () => ({
    method: 'DELETE',
    url: `/api/admin/modules/${(await newModule()).modules[0]!.id}`,
  }),
  'POST /api/admin/modules/:id/lessons': async () => ({
    method: 'POST',
    url: `/api/admin/modules/${(await newModule()).modules[0]!.id}/lessons`,
    payload: lesson,
  }),
  'PUT /api/admin/lessons/:id': async () => ({
    method: 'PUT',
    url: `/api/admin/lessons/${await newLesson()}`,
    payload: { ...lesson, title: 'Leçon renommée' },
  }),
  'DELETE /api/admin/lessons/:id': async () => ({ method: 'DELETE', url: `/api/admin/lessons/${await newLesson()}` }),
  'PUT /api/admin/lessons/:id/file': async () =>
    upload('PUT', `/api/admin/lessons/${await newLesson()}/file`, 'cours.pdf'),
  'PUT /api/admin/lessons/:id/media': async () => ({
    method: 'PUT',
    url: `/api/admin/lessons/${await newLesson()}/media`,
    payload: { path: 'lives/conference.mp4' },
  }),
  'POST /api/admin/replays': () => Promise.resolve({ method: 'POST', url: '/api/admin/replays', payload: replay }),
  'PUT /api/admin/replays/:id': async () => ({
    method: 'PUT',
    url: `/api/admin/replays/${await newReplay()}`,
    payload: { ...replay, title: 'Replay renommé' },
  }),
  'DELETE /api/admin/replays/:id': async () => ({ method: 'DELETE', url: `/api/admin/replays/${await newReplay()}` }),
  'POST /api/admin/replays/:id/publish': async () => {
    const id = await newReplay();
    await asAdmin('PUT', `/api/admin/replays/${id}/media`, { path: 'lives/conference.mp4' });
    return { method: 'POST', url: `/api/admin/replays/${id}/publish` };
  },
  'POST /api/admin/replays/:id/unpublish': async () => ({
    method: 'POST',
    url: `/api/admin/replays/${await newReplay()}/unpublish`,
  }),
  'PUT /api/admin/replays/:id/file': async () =>
    upload('PUT', `/api/admin/replays/${await newReplay()}/file`, 'live.mp4'),
  'PUT /api/admin/replays/:id/media': async () => ({
    method: 'PUT',
    url: `/api/admin/replays/${await newReplay()}/media`,
    payload: { path: 'lives/conference.mp4' },
  }),
  'POST /api/admin/resources': () =>
    Promise.resolve({ method: 'POST', url: '/api/admin/resources', payload: resource }),
  'PUT /api/admin/resources/:id': async () => ({
    method: 'PUT',
    url: `/api/admin/resources/${await newResource()}`,
    payload: { ...resource, title: 'Fiche renommée' },
  }),
  'DELETE /api/admin/resources/:id': async () => ({
    method: 'DELETE',
    url: `/api/admin/resources/${await newResource()}`,
  }),
  'PUT /api/admin/resources/:id/file': async () =>
    upload('PUT', `/api/admin/resources/${await newResource()}/file`, 'fiche.pdf'),
  'POST /api/educational-contents/brainstorming-workshop/:id/validate': () =>
    Promise.resolve({
      method: 'POST',
      url: '/api/educational-contents/brainstorming-workshop/demo-workshop-01/validate',
    }),
  'POST /api/events': () => Promise.resolve({ method: 'POST', url: '/api/events', payload: event }),
  'PUT /api/events/:id': async () => ({
    method: 'PUT',
    url: `/api/events/${(await newEvent()).id}`,
    payload: { ...event, title: 'Rencontre renommée' },
  }),
  'DELETE /api/events/:id': async () => ({ method: 'DELETE', url: `/api/events/${(await newEvent()).id}` }),
  'POST /api/events/:id/sessions': async () => ({
    method: 'POST',
    url: `/api/events/${(await newEvent()).id}/sessions`,
    payload: session,
  }),
  'PUT /api/events/sessions/:id': async () => ({
    method: 'PUT',
    url: `/api/events/sessions/${(await newEvent()).sessions[0]!.id}`,
    payload: { ...session, title: 'Séance renommée' },
  }),
  'DELETE /api/events/sessions/:id': async () => {
    const { id } = await newEvent();
    const withTwo = await asAdmin('POST', `/api/events/${id}/sessions`, session);
    return { method: 'DELETE', url: `/api/events/sessions/${withTwo.json<EventResponse>().event.sessions[0]!.id}` };
  },
  'POST /api/notifications/global': () =>
    Promise.resolve({
      method: 'POST',
      url: '/api/notifications/global',
      payload: { channel: 'finance', text: 'Annonce du test' },
    }),
  'PUT /shop/invoices/:id/status': async () => {
    const invoice = await test.app.db
      .selectFrom('invoices')
      .select('id')
      .where('status', '=', 'open')
      .executeTakeFirstOrThrow();
    return { method: 'PUT', url: `/shop/invoices/${invoice.id}/status`, payload: { status: 'void' } };
  },
  'POST /shop/admin/offers': () => Promise.resolve({ method: 'POST', url: '/shop/admin/offers', payload: offer }),
  'PUT /shop/admin/offers/:id': async () => {
    const { id } = await test.app.db.selectFrom('offers').select('id').executeTakeFirstOrThrow();
    return { method: 'PUT', url: `/shop/admin/offers/${id}`, payload: { ...offer, status: 'archived' } };
  },
  'POST /shop/admin/invoices/:id/refund': async () => {
    // A sale the sandbox took: its refund goes through the provider and issues a credit note.
    const invoice = await test.app.db
      .selectFrom('invoices')
      .select('id')
      .where('kind', '=', 'invoice')
      .where('status', '=', 'paid')
      .where('payment_ref', 'like', 'pi_sandbox_%')
      .executeTakeFirstOrThrow();
    return { method: 'POST', url: `/shop/admin/invoices/${invoice.id}/refund`, payload: {} };
  },
  'POST /api/contract/admin/issue': () =>
    Promise.resolve({
      method: 'POST',
      url: '/api/contract/admin/issue',
      payload: { email: 'sport@campus.test', productName: 'Formation du test', signatureTypes: ['typed'] },
    }),
  'PUT /api/mdb-projects/:id/status': async () => {
    const project = await test.app.db
      .selectFrom('mdb_projects')
      .select('id')
      .where('state', '=', 'IN_PROGRESS')
      .executeTakeFirstOrThrow();
    return {
      method: 'PUT',
      url: `/api/mdb-projects/${project.id}/status`,
      payload: { state: 'MISSING_PARTS', auditStatus: 'IN_PROGRESS', note: 'Il manque le plan de financement.' },
    };
  },
  'POST /api/deals/:id/hide': () => Promise.resolve({ method: 'POST', url: '/api/deals/demo-deal-01/hide' }),
  // Moderation (issue 32): a decision on a reported thing, and undoing one.
  'POST /api/admin/moderation/:kind/:id/dismiss': async () => {
    const { uid } = DEMO_ACCOUNTS.sport;
    await test.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: bearer(tokens.get('mdb')!),
      payload: { targetKind: 'member', targetId: uid, reason: 'spam' },
    });
    return { method: 'POST', url: `/api/admin/moderation/member/${uid}/dismiss` };
  },
  'POST /api/admin/moderation/:kind/:id/hide': async () => {
    const message = await test.app.db
      .selectFrom('messages')
      .select('id')
      .where('hidden_at', 'is', null)
      .executeTakeFirstOrThrow();
    return { method: 'POST', url: `/api/admin/moderation/message/${message.id}/hide` };
  },
  'POST /api/admin/moderation/:kind/:id/warn': async () => ({
    method: 'POST',
    url: `/api/admin/moderation/member/${(await newInvited()).uid}/warn`,
    payload: { text: 'Avertissement du test' },
  }),
  'POST /api/admin/moderation/:kind/:id/suspend': async () => ({
    method: 'POST',
    url: `/api/admin/moderation/member/${(await newInvited()).uid}/suspend`,
    payload: { days: 1 },
  }),
  'POST /api/admin/moderation/decisions/:id/reverse': async () => {
    const { uid } = await newInvited();
    const decided = await asAdmin('POST', `/api/admin/moderation/member/${uid}/suspend`, { days: 1 });
    return {
      method: 'POST',
      url: `/api/admin/moderation/decisions/${decided.json<{ decision: { id: string } }>().decision.id}/reverse`,
    };
  },
  'POST /api/admin/jobs/:jobId/retry': async () => {
    await test.app.ready();
    const id = await test.app.jobs.send('always-fails');
    await waitForJob(test.app, id);
    return { method: 'POST', url: `/api/admin/jobs/${id}/retry` };
  },
  'POST /api/admin/members': () =>
    Promise.resolve({
      method: 'POST',
      url: '/api/admin/members',
      payload: invitationOf(`nouveau-${Date.now()}@campus.test`),
    }),
  'PATCH /api/admin/members/:uid': async () => ({
    method: 'PATCH',
    url: `/api/admin/members/${(await newInvited()).uid}`,
    payload: { firstname: 'Inès-Marie', channels: ['sport', 'base'] },
  }),
  'POST /api/admin/members/:uid/invitation': async () => ({
    method: 'POST',
    url: `/api/admin/members/${(await newInvited()).uid}/invitation`,
  }),
  // The import runs as a background job, which journals it: the walk waits for the job (below).
  'POST /api/admin/members/import': () => {
    const csv = [
      'email;prenom;nom;formations;chaines;client',
      `importe-${Date.now()}@campus.test;Léa;Roux;air;immobilier;oui`,
    ];
    const { payload, headers } = multipartFile('file', 'membres.csv', 'text/csv', Buffer.from(csv.join('\r\n')));
    return Promise.resolve({ method: 'POST', url: '/api/admin/members/import', payload, headers });
  },
  'DELETE /api/admin/members/:uid/invitation': async () => ({
    method: 'DELETE',
    url: `/api/admin/members/${(await newInvited()).uid}/invitation`,
  }),
  'POST /api/admin/members/:uid/closure': async () => ({
    method: 'POST',
    url: `/api/admin/members/${(await newInvited()).uid}/closure`,
  }),
  'DELETE /api/admin/members/:uid/closure': async () => {
    const url = `/api/admin/members/${(await newInvited()).uid}/closure`;
    await asAdmin('POST', url, {});
    return { method: 'DELETE', url };
  },
  'POST /api/admin/members/:uid/anonymisation': async () => ({
    method: 'POST',
    url: `/api/admin/members/${(await newInvited()).uid}/anonymisation`,
  }),
};

const auditCount = async () =>
  Number(
    (
      await test.app.db
        .selectFrom('audit_events')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('actor_uid', '=', DEMO_ACCOUNTS.admin.uid)
        .executeTakeFirstOrThrow()
    ).count,
  );

describe('admin routes (issue 30: the server is the authority)', () => {
  it('answers every admin route with 401 without a token and 403 to each demo member who is not an admin', async () => {
    expect(adminRoutes().length).toBeGreaterThan(40);
    for (const route of adminRoutes()) {
      const url = concreteUrl(route.url);
      const method = route.method as 'GET';
      expect((await test.app.inject({ method, url })).statusCode, keyOf(route)).toBe(401);
      for (const role of NON_ADMINS) {
        const response = await test.app.inject({ method, url, headers: bearer(tokens.get(role)!) });
        expect(response.statusCode, `${role}: ${keyOf(route)}`).toBe(403);
      }
    }
  });

  it('journals every admin write in audit_events (a route that writes none fails here, unless listed exempt)', async () => {
    const writes = adminRoutes().filter((route) => WRITES.has(route.method));
    const unknown = writes.map(keyOf).filter((key) => !(key in CALLS) && !(key in EXEMPT_FROM_AUDIT));
    expect(unknown, 'admin writes with no call in this test: add one (or an exemption with its reason)').toEqual([]);
    for (const route of writes) {
      const key = keyOf(route);
      if (key in EXEMPT_FROM_AUDIT) continue;
      const options = await CALLS[key]!();
      const before = await auditCount();
      const response = await test.app.inject({
        ...options,
        headers: { ...options.headers, ...bearer(admin) },
      });
      expect(response.statusCode, `${key}: ${response.body}`).toBeLessThan(300);
      // Accepted for a background job: the job does the write, and journals it.
      if (response.statusCode === 202) await waitForJob(test.app, response.json<{ jobId: string }>().jobId);
      expect(await auditCount(), `${key} wrote no audit_events row`).toBeGreaterThan(before);
    }
  });
});
