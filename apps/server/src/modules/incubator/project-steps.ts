import { regionOfDepartment } from '@campus/domain/network';
import { projectSearchText, worksTotalCents, type Project, type ProjectDraft } from '@campus/domain/incubator';
import type { ProjectRow } from './project-access.js';

/** The steps as stored in `mdb_projects.data`. */
export interface StoredSteps {
  property: Project['property'];
  operation: Project['operation'];
  works: Project['works'];
  financing: Project['financing'];
  team: Project['team'];
}

export const readSteps = (row: ProjectRow): StoredSteps => {
  const stored = JSON.parse(row.data) as Partial<StoredSteps>;
  return {
    property: stored.property ?? {},
    operation: stored.operation ?? {},
    works: stored.works ?? [],
    financing: stored.financing ?? {},
    team: stored.team ?? {},
  };
};

/** The columns a project's steps decide (name, filters, search text, works total). */
export function derivedColumns(steps: StoredSteps, step: number) {
  const { property, operation, works } = steps;
  const name = property.name ?? '';
  return {
    name,
    property_type: property.propertyType ?? null,
    operation_type: operation.operationType ?? null,
    department: property.department ?? null,
    region: property.department ? regionOfDepartment(property.department) : null,
    city: property.city ?? null,
    search_text: projectSearchText(`${name} ${property.city ?? ''}`),
    works_total_cents: worksTotalCents(works),
    step,
    data: JSON.stringify(steps),
  };
}

/** A draft's steps laid over what was saved: each step given replaces its fields, the works their list. */
export function mergeSteps(current: StoredSteps, draft: ProjectDraft): StoredSteps {
  return {
    property: { ...current.property, ...draft.property },
    operation: { ...current.operation, ...draft.operation },
    works: draft.works ?? current.works,
    financing: { ...current.financing, ...draft.financing },
    team: { ...current.team, ...draft.team },
  };
}
