import type { WebinarRegistrationList } from '@campus/domain/events';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { EVENTS_FRESHNESS, EVENTS_QUERY_KEY } from './events-query-keys';

/** GET /api/events/sessions/{id}/webinar-registrations (admins): the seat holders and whether the provider knows them. */
export async function getWebinarRegistrations(sessionId: string): Promise<WebinarRegistrationList> {
  const { webinarRegistrationListSchema } = await import('@campus/domain/events');
  return apiRequest(`/events/sessions/${encodeURIComponent(sessionId)}/webinar-registrations`, {
    schema: webinarRegistrationListSchema,
  });
}

export const webinarRegistrationsQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: [...EVENTS_QUERY_KEY, 'webinar-registrations', sessionId],
    queryFn: () => getWebinarRegistrations(sessionId),
    ...EVENTS_FRESHNESS,
  });

export function useWebinarRegistrations(sessionId: string, { isEnabled }: { isEnabled: boolean }) {
  return useQuery({ ...webinarRegistrationsQueryOptions(sessionId), enabled: isEnabled });
}
