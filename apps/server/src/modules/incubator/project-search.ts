import { WHOLE_FRANCE } from '@campus/domain/network';
import {
  PROJECT_SEARCH_PAGE_SIZE,
  projectSearchText,
  type ProjectSearchPage,
  type ProjectSearchQuery,
} from '@campus/domain/incubator';
import { sql } from 'kysely';
import { decodeKeysetCursor, encodeKeysetCursor } from '../../db/keyset-cursor.js';
import { keysetPage } from '../../db/keyset-page.js';
import type { Queryable } from '../../db/schema.js';
import { containsPattern } from '../users/member-search.js';
import { presentSummary, summaries } from './project-presentation.js';

/** The projects matching the admin's filters. */
function filtered(db: Queryable, query: ProjectSearchQuery) {
  let select = summaries(db);
  if (query.state) select = select.where('mdb_projects.state', '=', query.state);
  if (query.auditStatus) select = select.where('mdb_projects.audit_status', '=', query.auditStatus);
  if (query.department) select = select.where('mdb_projects.department', '=', query.department);
  if (query.region && query.region !== WHOLE_FRANCE) select = select.where('mdb_projects.region', '=', query.region);
  if (query.propertyType) select = select.where('mdb_projects.property_type', '=', query.propertyType);
  if (query.operationType) select = select.where('mdb_projects.operation_type', '=', query.operationType);
  const text = query.q ? projectSearchText(query.q) : '';
  if (text) {
    select = select.where('mdb_projects.search_text', 'like', sql<string>`${containsPattern(text)} escape '\\'`);
  }
  return select;
}

/** GET /mdb-projects/search (MDB_ADMIN): every project matching the filters, newest change first, by pages. */
export async function searchProjects(db: Queryable, query: ProjectSearchQuery): Promise<ProjectSearchPage> {
  const page = await keysetPage(
    filtered(db, query),
    { at: 'mdb_projects.updated_at', id: 'mdb_projects.id' },
    // A cursor no page gave reads as none: the first page.
    decodeKeysetCursor(query.before, () => undefined),
    PROJECT_SEARCH_PAGE_SIZE,
  );
  const items = page.rows.map(presentSummary);
  const last = items.at(-1);
  return {
    items,
    hasMore: page.hasMore,
    next: page.hasMore && last ? encodeKeysetCursor({ at: last.updatedAt, id: last.id }) : null,
  };
}

/** GET /mdb-projects/search/count (MDB_ADMIN): how many projects match the filters. */
export async function countProjects(db: Queryable, query: ProjectSearchQuery): Promise<number> {
  const row = await filtered(db, query)
    .clearSelect()
    .select(sql<number>`count(*)`.as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The committee's list: the projects under review, most recently submitted first, by pages. */
export async function listUnderReview(db: Queryable, before: string | undefined): Promise<ProjectSearchPage> {
  return searchProjects(db, { state: 'IN_PROGRESS', ...(before && { before }) });
}
