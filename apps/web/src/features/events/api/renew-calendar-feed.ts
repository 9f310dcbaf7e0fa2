import { calendarFeedResponseSchema, type CalendarFeedResponse } from '@campus/domain/events';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/events/calendar-feed: a new private iCal feed URL; the previous one stops working. */
export function renewCalendarFeed(): Promise<CalendarFeedResponse> {
  return apiRequest('/events/calendar-feed', { method: 'POST', schema: calendarFeedResponseSchema });
}

export function useRenewCalendarFeed() {
  return useMutation({ mutationFn: renewCalendarFeed });
}
