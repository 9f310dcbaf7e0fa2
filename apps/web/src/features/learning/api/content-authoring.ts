import {
  adminReplayPageSchema,
  adminReplaySchema,
  adminResourceListSchema,
  adminResourceSchema,
  replayLinksSchema,
  type AdminReplay,
  type AdminReplayPage,
  type AdminResource,
  type ReplayInput,
  type ReplayLinks,
  type ResourceInput,
} from '@campus/domain/learning';
import type { ChannelSlug } from '@campus/domain/shared';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_BASE, apiRequest } from '../../../lib/api-client';
import { sendWithProgress } from '../../../lib/upload';
import { LEARNING_QUERY_KEY } from './learning-query-keys';

const adminKey = (kind: 'admin-replays' | 'replay-links' | 'admin-resources', channel: ChannelSlug) =>
  [...LEARNING_QUERY_KEY, kind, channel] as const;
const path = (id: string) => encodeURIComponent(id);

/** GET /api/admin/replays?channel=: every replay of a channel, drafts included, a page at a time (MDB_ADMIN). */
export function useAdminReplays(channel: ChannelSlug) {
  return useInfiniteQuery({
    queryKey: adminKey('admin-replays', channel),
    queryFn: ({ pageParam }) =>
      apiRequest<AdminReplayPage>('/admin/replays', {
        query: { channel, cursor: pageParam ?? undefined },
        schema: adminReplayPageSchema,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** GET /api/admin/replays/links?channel=: the past events and courses (with their timed lessons) to link. */
export function useReplayLinks(channel: ChannelSlug) {
  return useQuery({
    queryKey: adminKey('replay-links', channel),
    queryFn: () => apiRequest<ReplayLinks>('/admin/replays/links', { query: { channel }, schema: replayLinksSchema }),
  });
}

/** GET /api/admin/resources?channel=: every resource of a channel, by category and rank. */
export function useAdminResources(channel: ChannelSlug) {
  return useQuery({
    queryKey: adminKey('admin-resources', channel),
    queryFn: () =>
      apiRequest<AdminResource[]>('/admin/resources', { query: { channel }, schema: adminResourceListSchema }),
  });
}

export type ContentAuthoringAction =
  | { type: 'create-replay'; input: ReplayInput }
  | { type: 'edit-replay'; id: string; input: ReplayInput }
  | { type: 'delete-replay'; id: string }
  | { type: 'publish-replay'; id: string }
  | { type: 'unpublish-replay'; id: string }
  | { type: 'replay-media-path'; id: string; path: string }
  | { type: 'create-resource'; input: ResourceInput }
  | { type: 'edit-resource'; id: string; input: ResourceInput }
  | { type: 'delete-resource'; id: string };

function run(action: ContentAuthoringAction): Promise<AdminReplay | AdminResource | undefined> {
  switch (action.type) {
    case 'create-replay':
      return apiRequest('/admin/replays', { method: 'POST', body: action.input, schema: adminReplaySchema });
    case 'edit-replay':
      return apiRequest(`/admin/replays/${path(action.id)}`, {
        method: 'PUT',
        body: action.input,
        schema: adminReplaySchema,
      });
    case 'delete-replay':
      return apiRequest(`/admin/replays/${path(action.id)}`, { method: 'DELETE', answer: 'no-content' }).then(
        () => undefined,
      );
    case 'publish-replay':
      return apiRequest(`/admin/replays/${path(action.id)}/publish`, { method: 'POST', schema: adminReplaySchema });
    case 'unpublish-replay':
      return apiRequest(`/admin/replays/${path(action.id)}/unpublish`, { method: 'POST', schema: adminReplaySchema });
    case 'replay-media-path':
      return apiRequest(`/admin/replays/${path(action.id)}/media`, {
        method: 'PUT',
        body: { path: action.path },
        schema: adminReplaySchema,
      });
    case 'create-resource':
      return apiRequest('/admin/resources', { method: 'POST', body: action.input, schema: adminResourceSchema });
    case 'edit-resource':
      return apiRequest(`/admin/resources/${path(action.id)}`, {
        method: 'PUT',
        body: action.input,
        schema: adminResourceSchema,
      });
    case 'delete-resource':
      return apiRequest(`/admin/resources/${path(action.id)}`, { method: 'DELETE', answer: 'no-content' }).then(
        () => undefined,
      );
  }
}

/** Every replay and resource authoring action; the admin lists and the members' ones refresh after it. */
export function useContentAuthoring() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LEARNING_QUERY_KEY }),
  });
}

/**
 * PUT /api/admin/{replays|resources}/{id}/file (multipart, field `file`, 10 MB at most), with the upload's progress
 * (0 to 100).
 */
export function uploadContentFile(
  kind: 'replays' | 'resources',
  id: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<AdminReplay | AdminResource> {
  const form = new FormData();
  form.append('file', file, file.name);
  const schema = kind === 'replays' ? adminReplaySchema : adminResourceSchema;
  return sendWithProgress<AdminReplay | AdminResource>(
    'PUT',
    `${API_BASE}/admin/${kind}/${path(id)}/file`,
    form,
    schema,
    onProgress,
  );
}
