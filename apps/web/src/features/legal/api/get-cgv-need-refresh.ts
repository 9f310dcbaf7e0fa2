import type { CgvNeedRefreshResponse } from '@campus/domain/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAfterFirstPaint } from '../../../lib/after-first-paint';
import { apiRequest } from '../../../lib/api-client';

export const CGV_NEED_REFRESH_QUERY_KEY = ['cgv', 'need-refresh'] as const;

/**
 * GET /api/cgv/needRefresh: whether the member must accept changed terms of sale. Read by the shell on every page, so
 * typed, not parsed (decision 0004).
 */
export function getCgvNeedRefresh(): Promise<CgvNeedRefreshResponse> {
  return apiRequest<CgvNeedRefreshResponse>('/cgv/needRefresh', { unparsed: 'first-load' });
}

export const cgvNeedRefreshQueryOptions = () =>
  queryOptions({ queryKey: CGV_NEED_REFRESH_QUERY_KEY, queryFn: getCgvNeedRefresh, staleTime: 5 * 60_000 });

/** Asked for once the page's first screen is painted: the shell's modal does not hold that screen back. */
export function useCgvNeedRefresh() {
  return useQuery({ ...cgvNeedRefreshQueryOptions(), enabled: useAfterFirstPaint() });
}
