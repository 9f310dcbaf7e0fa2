import { dealReportListSchema, type DealReport } from '@campus/domain/network';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { DEALS_QUERY_KEY } from './network-query-keys';

/** GET /api/deals/reports (moderators): the reported deals. */
export function getDealReports(signal?: AbortSignal): Promise<DealReport[]> {
  return apiRequest('/deals/reports', { schema: dealReportListSchema, signal });
}

export function useDealReports(enabled: boolean) {
  return useQuery({
    queryKey: [...DEALS_QUERY_KEY, 'reports'],
    queryFn: ({ signal }) => getDealReports(signal),
    enabled,
  });
}
