import { randomUUID } from 'node:crypto';
import type { Project } from '@campus/domain/incubator';
import { afterAll, beforeAll, expect } from 'vitest';
import { bearer, createTestApp, type TestApp, type TestConfigOverrides } from './test-app.js';

// The incubator's tests: one app per test file on the demo data, its members signed in, and a project as the form
// in steps sends it.

let test: TestApp;
export const tokens = { mdb: '', admin: '', starter: '', air: '', prospect: '' };

/** Builds the calling test file's app and signs its members in (before its tests; closed after them). */
export function useIncubatorApp(overrides: () => TestConfigOverrides = () => ({})): void {
  beforeAll(async () => {
    test = await createTestApp(overrides());
    for (const role of Object.keys(tokens) as (keyof typeof tokens)[]) {
      tokens[role] = await test.signIn(`${role}@campus.test`);
    }
  });
  afterAll(() => test.close());
}

export const get = (url: string, token: string) => test.app.inject({ method: 'GET', url, headers: bearer(token) });
export const send = (method: 'POST' | 'PUT', url: string, token: string, payload: object) =>
  test.app.inject({ method, url, headers: bearer(token), payload });
export const remove = (url: string, token: string) =>
  test.app.inject({ method: 'DELETE', url, headers: bearer(token) });

/** A multipart body as the form sends it: the project's JSON in `data` and files by category. */
export function multipart(
  data: object | null,
  files: { field: string; name: string; type: string; content: Buffer }[] = [],
) {
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

export const upload = (
  method: 'POST' | 'PATCH' | 'PUT',
  url: string,
  token: string,
  body: ReturnType<typeof multipart>,
) => test.app.inject({ method, url, payload: body.payload, headers: { ...bearer(token), ...body.headers } });

export const property = {
  name: 'Immeuble de test',
  propertyType: 'BUILDING',
  address: '4 place Bellecour',
  postalCode: '69002',
  city: 'Lyon',
  department: '69',
  surface: 180,
  price: 500_000,
};
export const complete = {
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

export const pdfBytes = Buffer.from('%PDF-1.4\n% plan de test\n%%EOF\n');

export async function createDraft(token = tokens.mdb): Promise<Project> {
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

export async function submitted(): Promise<Project> {
  const draft = await createDraft();
  const response = await upload('PUT', `/api/mdb-projects/user/${draft.id}`, tokens.mdb, multipart(complete));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Project>();
}
