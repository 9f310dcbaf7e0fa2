import { mapCountsSchema, type MapCounts } from '@campus/domain/network';
import type { ChannelSlug } from '@campus/domain/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { NETWORK_QUERY_KEY, PEOPLE_FRESHNESS } from './network-query-keys';

export type MapLayer = 'clients' | 'ambassadors';

/** GET /api/users/map/clients or /ambassadors?channel=: the members counted per department. */
export function getMapCounts(channel: ChannelSlug, layer: MapLayer, signal?: AbortSignal): Promise<MapCounts> {
  return apiRequest(`/users/map/${layer}`, { query: { channel }, schema: mapCountsSchema, signal });
}

export function useMapCounts(channel: ChannelSlug, layer: MapLayer) {
  return useQuery({
    queryKey: [...NETWORK_QUERY_KEY, 'map', layer, channel],
    queryFn: ({ signal }) => getMapCounts(channel, layer, signal),
    ...PEOPLE_FRESHNESS,
  });
}
