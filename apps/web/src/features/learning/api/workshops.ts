import {
  educationalContentListSchema,
  educationalContentSchema,
  type EducationalContent,
  type WorkshopInput,
} from '@campus/domain/learning';
import type { ChannelSlug } from '@campus/domain/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { LEARNING_QUERY_KEY } from './learning-query-keys';

const WORKSHOPS = '/educational-contents/brainstorming-workshop';
const workshopsKey = [...LEARNING_QUERY_KEY, 'workshops'] as const;

/** GET /api/educational-contents/brainstorming-workshop?channel=&q=: the channel's validated workshops and the member's own. */
export const workshopsQueryOptions = (channel: ChannelSlug, q: string) =>
  queryOptions({
    queryKey: [...workshopsKey, channel, q],
    queryFn: () =>
      apiRequest(WORKSHOPS, { query: { channel, ...(q ? { q } : {}) }, schema: educationalContentListSchema }),
  });

export function useWorkshops(channel: ChannelSlug, q: string) {
  return useQuery({ ...workshopsQueryOptions(channel, q), placeholderData: keepPreviousData });
}

/** After a change the lists (this page's and the dashboard's workshops to come) load again. */
function useRefreshLists() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: workshopsKey }),
      client.invalidateQueries({ queryKey: [...LEARNING_QUERY_KEY, 'future'] }),
    ]);
}

/** POST …/brainstorming-workshop (a new workshop waits for validation) or PUT …/{id} (its author edits it). */
export function useSaveWorkshop() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: WorkshopInput }): Promise<EducationalContent> =>
      id
        ? apiRequest(`${WORKSHOPS}/${encodeURIComponent(id)}`, {
            method: 'PUT',
            body: input,
            schema: educationalContentSchema,
          })
        : apiRequest(WORKSHOPS, { method: 'POST', body: input, schema: educationalContentSchema }),
    onSuccess: refresh,
  });
}

/** POST …/brainstorming-workshop/{id}/validate (MDB_ADMIN): the workshop opens to the channel's members. */
export function useValidateWorkshop() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`${WORKSHOPS}/${encodeURIComponent(id)}/validate`, {
        method: 'POST',
        schema: educationalContentSchema,
      }),
    onSuccess: refresh,
  });
}
