import type { CalendarFeedResponse } from '@campus/domain/events';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/events/calendar-feed: a new private iCal feed URL; the previous one stops working. Its contract (and zod's
 * runtime) loads when the member asks: the calendar page's first screen, which shows this card, does without it.
 */
export async function renewCalendarFeed(): Promise<CalendarFeedResponse> {
  const { calendarFeedResponseSchema } = await import('@campus/domain/events');
  return apiRequest('/events/calendar-feed', { method: 'POST', schema: calendarFeedResponseSchema });
}

export function useRenewCalendarFeed() {
  return useMutation({ mutationFn: renewCalendarFeed });
}
