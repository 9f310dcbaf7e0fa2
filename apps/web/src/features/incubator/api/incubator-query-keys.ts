import type { ProjectSearchQuery } from '@campus/domain/incubator';

/** Every incubator query starts with this key. */
export const INCUBATOR_QUERY_KEY = ['incubator'] as const;
export const myProjectsQueryKey = [...INCUBATOR_QUERY_KEY, 'mine'] as const;
export const projectQueryKey = (id: string) => [...INCUBATOR_QUERY_KEY, 'project', id] as const;
export const committeeQueryKey = [...INCUBATOR_QUERY_KEY, 'committee'] as const;
export const searchQueryKey = (filters: ProjectSearchQuery) => [...INCUBATOR_QUERY_KEY, 'search', filters] as const;
export const associationsQueryKey = [...INCUBATOR_QUERY_KEY, 'associations'] as const;
export const mdbContactQueryKey = [...INCUBATOR_QUERY_KEY, 'contact'] as const;
export const dashboardProjectsQueryKey = [...INCUBATOR_QUERY_KEY, 'dashboard'] as const;
