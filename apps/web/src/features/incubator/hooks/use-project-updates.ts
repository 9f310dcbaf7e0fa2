import { INCUBATOR_CHANNEL } from '@campus/domain/incubator';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useRealtimeQuery } from '../../../lib/realtime/use-realtime-query';
import { INCUBATOR_QUERY_KEY } from '../api/incubator-query-keys';

/**
 * The owner's page follows its project live: each `mdb-project update` notification about it (a decision of the
 * admin) makes the project and the lists read again, without a reload.
 */
export function useProjectUpdates(projectId: string, isOwner: boolean) {
  const queryClient = useQueryClient();
  const notifications = useRealtimeQuery(isOwner ? { kind: 'notifications', channel: INCUBATOR_CHANNEL } : null);
  const latest = notifications.documents.find(
    (notification) => notification.kind === 'mdb-project-update' && notification.data.id === projectId,
  )?.id;
  useEffect(() => {
    if (latest) void queryClient.invalidateQueries({ queryKey: INCUBATOR_QUERY_KEY });
  }, [latest, queryClient]);
}
