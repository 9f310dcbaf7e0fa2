import { pointsOfSaleResponseSchema, type PointsOfSaleResponse } from '@campus/domain/network';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { FETCHED_ONCE, NETWORK_QUERY_KEY } from './network-query-keys';

/** GET /api/pdvs/light: the points of sale. */
export function getPointsOfSale(signal?: AbortSignal): Promise<PointsOfSaleResponse> {
  return apiRequest('/pdvs/light', { schema: pointsOfSaleResponseSchema, signal });
}

export function usePointsOfSale() {
  return useQuery({
    queryKey: [...NETWORK_QUERY_KEY, 'pdvs'],
    queryFn: ({ signal }) => getPointsOfSale(signal),
    ...FETCHED_ONCE,
  });
}
