import type { ProjectSearchPage } from '@campus/domain/incubator';
import { describe, expect, it } from 'vitest';
import { get, tokens, useIncubatorApp } from '../../testing/incubator.js';

useIncubatorApp();

describe('administration (MDB_ADMIN)', () => {
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
