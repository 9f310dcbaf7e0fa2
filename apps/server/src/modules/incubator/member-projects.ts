import { validatedFirst, type DashboardProject, type ProjectSummary } from '@campus/domain/incubator';
import type { Queryable } from '../../db/schema.js';
import { presentSummary, summaries } from './project-presentation.js';

/**
 * A member's projects, VALIDATED first (spec 4), then the most recently updated: the list of `/mdb` and of the
 * dashboard. Exported for the other modules (dashboard, search) that show a member's projects.
 */
export async function listMemberProjects(db: Queryable, uid: string): Promise<ProjectSummary[]> {
  const rows = await summaries(db)
    .where('mdb_projects.owner_uid', '=', uid)
    .orderBy('mdb_projects.updated_at', 'desc')
    .limit(200)
    .execute();
  return validatedFirst(rows.map(presentSummary));
}

/** The dashboard's shape of a member's projects (architecture 4.8): id, name and state, VALIDATED first. */
export async function listDashboardProjects(db: Queryable, uid: string): Promise<DashboardProject[]> {
  return (await listMemberProjects(db, uid)).map(({ id, name, state, auditStatus, updatedAt }) => ({
    id,
    name,
    state,
    auditStatus,
    updatedAt,
  }));
}
