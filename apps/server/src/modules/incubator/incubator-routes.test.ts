import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {
  Association,
  DashboardProject,
  Project,
  ProjectSearchPage,
  ProjectSummary,
} from '@campus/domain/incubator';
import { INCUBATOR_MESSAGES } from '@campus/domain/incubator';
import type { Notification } from '@campus/domain/messaging';
import { UPLOAD_MAX_BYTES, VIOLATION_MESSAGES } from '@campus/domain/shared';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, errorBody, type TestApp } from '../../testing/test-app.js';

let test: TestApp;
const tokens = { mdb: '', admin: '', starter: '', air: '', prospect: '' };

beforeAll(async () => {
  test = await createTestApp();
  for (const role of Object.keys(tokens) as (keyof typeof tokens)[]) {
    tokens[role] = await test.signIn(`${role}@campus.test`);
  }
});
afterAll(() => test.close());

const get = (url: string, token: string) => test.app.inject({ method: 'GET', url, headers: bearer(token) });
const send = (method: 'POST' | 'PUT', url: string, token: string, payload: object) =>
  test.app.inject({ method, url, headers: bearer(token), payload });

/** A multipart body as the form sends it: the project's JSON in `data` and files by category. */
function multipart(data: object | null, files: { field: string; name: string; type: string; content: Buffer }[] = []) {
  const boundary = `----campus${randomUUID()}`;
  const parts: Buffer[] = [];
  if (data) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${JSON.stringify(data)}\r\n`),
    );
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (method: 'POST' | 'PATCH' | 'PUT', url: string, token: string, body: ReturnType<typeof multipart>) =>
  test.app.inject({ method, url, payload: body.payload, headers: { ...bearer(token), ...body.headers } });

const property = {
  name: 'Immeuble de test',
  propertyType: 'BUILDING',
  address: '4 place Bellecour',
  postalCode: '69002',
  city: 'Lyon',
  department: '69',
  surface: 180,
  price: 500_000,
};
const complete = {
  step: 5,
  property,
  operation: { operationType: 'RENOVATION', projectOwner: 'ME', wishes: ['AUDIT'], description: 'Rénovation lourde' },
  works: [
    { category: 'ELECTRICAL', budget: 12_500.5 },
    { category: 'HEATING', budget: 80_200 },
  ],
  financing: { equity: 100_000, loanAmount: 400_000, investorsAmount: 0, expectedResalePrice: 750_000 },
  team: { professionalStatus: 'ENTREPRENEUR', skills: ['Rénovation', 'Négociation'], experience: null },
};

const pdfBytes = Buffer.from('%PDF-1.4\n% plan de test\n%%EOF\n');

async function createDraft(token = tokens.mdb): Promise<Project> {
  const response = await upload(
    'POST',
    '/api/mdb-projects/user',
    token,
    multipart({ step: 0, property: { name: property.name, city: 'Lyon' } }, [
      { field: 'plans', name: 'plan étage.pdf', type: 'application/pdf', content: pdfBytes },
    ]),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Project>();
}

async function submitted(): Promise<Project> {
  const draft = await createDraft();
  const response = await upload('PUT', `/api/mdb-projects/user/${draft.id}`, tokens.mdb, multipart(complete));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Project>();
}

async function readPdfText(bytes: Buffer): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join('\n'));
  }
  await document.destroy();
  return pages.join('\n').replace(/[\u00a0\u202f]/g, ' ');
}

describe('GET /api/mdb-projects/user/dashboard (architecture 4.8)', () => {
  it("answers the member's projects with id, name and state, the VALIDATED ones first", async () => {
    const response = await get('/api/mdb-projects/user/dashboard', tokens.mdb);
    expect(response.statusCode).toBe(200);
    const projects = response.json<DashboardProject[]>();
    expect(projects.length).toBeGreaterThanOrEqual(4);
    expect(projects[0]).toMatchObject({ name: 'Immeuble Croix-Rousse', state: 'VALIDATED' });
    const firstOther = projects.findIndex((project) => project.state !== 'VALIDATED');
    expect(projects.slice(firstOther).every((project) => project.state !== 'VALIDATED')).toBe(true);
    expect(new Set(projects.map((project) => project.state))).toEqual(
      new Set(['VALIDATED', 'IN_PROGRESS', 'DRAFT', 'MISSING_PARTS']),
    );
  });

  it('refuses a member without MDB', async () => {
    expect((await get('/api/mdb-projects/user/dashboard', tokens.air)).statusCode).toBe(403);
    expect((await get('/api/mdb-projects/user/dashboard', tokens.prospect)).statusCode).toBe(403);
  });

  it('a newly validated project comes first in my projects', async () => {
    const project = await submitted();
    await send('PUT', `/api/mdb-projects/${project.id}/status`, tokens.admin, { state: 'VALIDATED' });
    const mine = (await get('/api/mdb-projects/user', tokens.mdb)).json<ProjectSummary[]>();
    expect(mine[0]?.id).toBe(project.id);
  });
});

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
    const response = await test.app.inject({
      method: 'DELETE',
      url: `/api/mdb-projects/user/${draft.id}/files/${fileId}`,
      headers: bearer(tokens.mdb),
    });
    expect(response.statusCode).toBe(204);
    expect((await get(`/api/mdb-projects/${draft.id}`, tokens.mdb)).json<Project>().files).toEqual([]);
  });
});

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
    const removal = await test.app.inject({
      method: 'DELETE',
      url: `/api/mdb-projects/user/${draft.id}/files/${fileId}`,
      headers: bearer(tokens.starter),
    });
    expect(removal.statusCode).toBe(404);
  });
});

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

  it('searches and counts every project with filters', async () => {
    const all = (await get('/api/mdb-projects/search/count', tokens.admin)).json<{ count: number }>().count;
    const missing = await get('/api/mdb-projects/search?state=MISSING_PARTS', tokens.admin);
    expect(missing.statusCode).toBe(200);
    const page = missing.json<ProjectSearchPage>();
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((project) => project.state === 'MISSING_PARTS')).toBe(true);
    const byText = (await get('/api/mdb-projects/search?q=croix%20rousse', tokens.admin)).json<ProjectSearchPage>();
    expect(byText.items.map((project) => project.name)).toEqual(['Immeuble Croix-Rousse']);
    // 32: Hauts-de-France (INSEE), the region of the Lille project.
    const region = (await get('/api/mdb-projects/search/count?region=32', tokens.admin)).json<{
      count: number;
    }>();
    expect(region.count).toBe(1);
    expect(all).toBeGreaterThan(region.count);
    expect((await get('/api/mdb-projects/search', tokens.mdb)).statusCode).toBe(403);
    expect((await get('/api/mdb-projects/search?state=NOPE', tokens.admin)).statusCode).toBe(400);
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

describe('report and archive', () => {
  it('the report holds the project, the works table with its total, the financing and the decisions', async () => {
    const project = await submitted();
    const response = await get(`/api/mdb-projects/${project.id}/report`, tokens.mdb);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = await readPdfText(response.rawPayload);
    for (const expected of [
      property.name,
      'Électricité',
      '12 500,50 €',
      'Total des travaux',
      '92 700,50 €',
      'Apport personnel',
      '100 000,00 €',
      'Décisions',
      'Brouillon → En cours d’étude, par Julien Moreau',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/\d{2}\/\d{2}\/\d{4}/);
  });

  it("the archive is a valid zip of the project's files and its report", async () => {
    const response = await get('/api/mdb-projects/demo-project-croix-rousse/archive', tokens.mdb);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const path = join(mkdtempSync(join(tmpdir(), 'campus-zip-')), 'projet.zip');
    writeFileSync(path, response.rawPayload);
    expect(execFileSync('unzip', ['-t', path]).toString()).toContain('No errors detected');
    const listing = execFileSync('unzip', ['-Z1', path]).toString().trim().split('\n');
    expect(listing).toEqual([
      'rapport.pdf',
      'plans/plans-croix-rousse.pdf',
      'photos/facade.png',
      'estimates/devis-electricite.pdf',
    ]);
  });
});

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
