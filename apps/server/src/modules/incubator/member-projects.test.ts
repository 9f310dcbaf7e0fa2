import type { DashboardProject, ProjectSummary } from '@campus/domain/incubator';
import { describe, expect, it } from 'vitest';
import { get, send, submitted, tokens, useIncubatorApp } from '../../testing/incubator.js';

useIncubatorApp();

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
