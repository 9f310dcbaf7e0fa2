/** Every operations query starts with this key: a retry refreshes them all. */
export const OPERATIONS_QUERY_KEY = ['operations'] as const;

export const failedJobsQueryKey = [...OPERATIONS_QUERY_KEY, 'failed-jobs'] as const;
