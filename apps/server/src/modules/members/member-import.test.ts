import type { ImportPreview, ImportReport, MembersPage } from '@campus/domain/administration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForJob } from '../../testing/jobs.js';
import { bearer, createTestApp, errorBody, multipartFile, type TestApp } from '../../testing/test-app.js';

let test: TestApp;
let admin: string;
beforeAll(async () => {
  test = await createTestApp();
  await test.app.ready();
  admin = await test.signIn('admin@campus.test');
});
afterAll(() => test.close());

const BOM = '\uFEFF';
const upload = (csv: string, query = '') =>
  test.app.inject({
    method: 'POST',
    url: `/api/admin/members/import${query}`,
    ...(() => {
      const { payload, headers } = multipartFile('file', 'membres.csv', 'text/csv', Buffer.from(csv, 'utf8'));
      return { payload, headers: { ...headers, ...bearer(admin) } };
    })(),
  });

async function runImport(csv: string): Promise<ImportReport> {
  const started = await upload(csv);
  expect(started.statusCode, started.body).toBe(202);
  const { jobId } = started.json<{ jobId: string }>();
  const job = await waitForJob(test.app, jobId, { timeoutMs: 120_000 });
  expect(job.status, job.error ?? '').toBe('done');
  return job.report as unknown as ImportReport;
}

const countUsers = async () =>
  Number(
    (
      await test.app.db
        .selectFrom('users')
        .select((s) => s.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

// As French Excel writes it: a BOM, `;`, CRLF, accents.
const FRENCH_EXCEL = [
  'email;prenom;nom;formations;chaines;client',
  'zoe.andre@exemple.fr;Zoé;André;air mdb;immobilier entrepreneuriat;oui',
  'pas-une-adresse;Marc;Petit;air;immobilier;oui',
  'jean.roy@exemple.fr;Jean;Roy;cuisine;immobilier jardinage;peut-être',
  'ZOE.ANDRE@exemple.fr;Zoé;André;air;immobilier;oui',
  'mdb@campus.test;Julien;Moreau;mdb air;immobilier entrepreneuriat finance base;oui',
].join('\r\n');

describe('importing members from a CSV', () => {
  it('previews a French Excel file with a French message per bad line, writing nothing', async () => {
    const before = await countUsers();
    const response = await upload(`${BOM}${FRENCH_EXCEL}\r\n`, '?dryRun=1');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ImportPreview>()).toEqual({
      rows: 5,
      valid: 2,
      errors: [
        { line: 3, messages: ['Adresse e-mail invalide : « pas-une-adresse »'] },
        {
          line: 4,
          messages: [
            'Formation inconnue : « cuisine » (air, mdb, sport, starter_mdb)',
            'Chaîne inconnue : « jardinage » (base, immobilier, entrepreneuriat, finance, sport)',
            'La colonne client vaut oui ou non, pas « peut-être »',
          ],
        },
        { line: 5, messages: ['Ligne en double : cette adresse e-mail figure déjà ligne 2'] },
      ],
    });
    expect(await countUsers()).toBe(before);
  });

  it('reads a comma-separated file without BOM the same, and refuses a file that is not one', async () => {
    const comma = FRENCH_EXCEL.replaceAll(';', ',');
    expect((await upload(comma, '?dryRun=1')).json<ImportPreview>()).toMatchObject({ rows: 5, valid: 2 });
    const wrong = await upload('nom,prenom\nRoy,Jean\n', '?dryRun=1');
    expect(wrong.statusCode).toBe(400);
    expect(errorBody(wrong).errors?.file?.[0]).toContain("La première ligne doit être l'en-tête");
  });

  it('imports in the background with a report, creates nobody twice, and mails the new members', async () => {
    const before = await countUsers();
    const first = await runImport(`${BOM}${FRENCH_EXCEL}`);
    expect(first).toMatchObject({ rows: 5, created: 1, updated: 0, unchanged: 1 });
    expect(first.errors).toHaveLength(3);
    expect(await countUsers()).toBe(before + 1);
    const mail = await test.app.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('to_address', '=', 'zoe.andre@exemple.fr')
      .execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text_body).toContain('http://campus.test/invitation?token=');

    const journal = await test.app.db
      .selectFrom('audit_events')
      .select(['action', 'after'])
      .where('action', '=', 'members.imported')
      .execute();
    expect(journal).toHaveLength(1);
    expect(JSON.parse(journal[0]!.after!)).toEqual({ rows: 5, created: 1, updated: 0, unchanged: 1, errors: 3 });

    const second = await runImport(`${BOM}${FRENCH_EXCEL}`);
    expect(second).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
    expect(await countUsers()).toBe(before + 1);

    const changed = await runImport(FRENCH_EXCEL.replace('air mdb;immobilier entrepreneuriat', 'sport;sport'));
    expect(changed).toMatchObject({ created: 0, updated: 1 });
    const zoe = await test.app.inject({ method: 'GET', url: '/api/admin/members?q=zoe.andre', headers: bearer(admin) });
    expect(zoe.json<MembersPage>().items[0]).toMatchObject({
      status: 'invited',
      channels: ['sport'],
      formations: { sport: true, air: false },
    });
  });

  it('lets the report download as CSV', async () => {
    const started = await upload(FRENCH_EXCEL);
    const { jobId } = started.json<{ jobId: string }>();
    await waitForJob(test.app, jobId);
    const report = await test.app.inject({
      method: 'GET',
      url: `/api/admin/members/import/${jobId}/report`,
      headers: bearer(admin),
    });
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = report.body.replace(BOM, '').trim().split('\r\n');
    expect(lines[0]).toBe('ligne;email;resultat;messages');
    expect(lines[1]).toBe('2;zoe.andre@exemple.fr;mis à jour;');
    expect(lines[2]).toBe('3;;erreur;Adresse e-mail invalide : « pas-une-adresse »');
    expect(lines.at(-1)).toBe('Total : 0 créés, 1 mis à jour, 1 inchangés, 3 en erreur');
  });

  it('imports 5,000 members in under a minute', async () => {
    const rows = Array.from(
      { length: 5000 },
      (_, index) => `membre${index}@import.exemple.fr;Prénom${index};Nom${index};air;immobilier base;oui`,
    );
    const started = performance.now();
    const report = await runImport(`${BOM}email;prenom;nom;formations;chaines;client\r\n${rows.join('\r\n')}`);
    const seconds = (performance.now() - started) / 1000;
    console.log(`import of 5,000 members: ${seconds.toFixed(1)} s (${test.app.dialect})`);
    expect(report.created).toBe(5000);
    expect(seconds).toBeLessThan(60);
  }, 120_000);
});
