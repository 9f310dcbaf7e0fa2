import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { get, property, submitted, tokens, useIncubatorApp } from '../../testing/incubator.js';

useIncubatorApp();

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
