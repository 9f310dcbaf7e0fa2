import * as z from 'zod/mini';
import { isoDateTimeSchema } from '../shared/dates.js';
import { channelSlugSchema } from '../shared/shared-schemas.js';
import {
  EVENT_MAX_CAPACITY,
  EVENT_MAX_SESSIONS,
  EVENT_MESSAGES,
  EVENT_MODES,
  EVENT_TYPES,
  LIVE_STATES,
  SESSION_MAX_MINUTES,
  WEBINAR_PROVIDERS,
} from './events.js';
import { VIOLATION_MESSAGES, optionalText, requiredText, type FieldViolations } from '../shared/violations.js';

export const eventTypeSchema = z.enum(EVENT_TYPES);
export type EventType = z.infer<typeof eventTypeSchema>;
export const eventModeSchema = z.enum(EVENT_MODES);
export type EventMode = z.infer<typeof eventModeSchema>;
export const webinarProviderSchema = z.enum(WEBINAR_PROVIDERS);
export type WebinarProvider = z.infer<typeof webinarProviderSchema>;
export const participationSchema = z.enum(['NONE', 'SEAT', 'WAITING']);
export type Participation = z.infer<typeof participationSchema>;

/** A session as a member sees it: the join link only when the member holds a seat. */
export const eventSessionSchema = z.object({
  id: z.string(),
  eventId: z.string(),
  title: z.string(),
  description: z.nullable(z.string()),
  startsAt: z.string(),
  durationMinutes: z.number(),
  capacity: z.number(),
  seatsTaken: z.number(),
  waitingCount: z.number(),
  participation: participationSchema,
  /** 1 for the next member to get a seat; null when not waiting. */
  waitlistPosition: z.nullable(z.number()),
  /**
   * The member's own join link when they hold a seat: the event's link, or for a session registered with its provider
   * their personal link, from shortly before the start until the end (never another member's).
   */
  joinUrl: z.nullable(z.string()),
  liveState: z.enum(LIVE_STATES),
  /** The provider's session or meeting id, for the admins who edit the session only. */
  webinarId: z.nullable(z.string()),
  /** The member's registration with the session's provider, when they hold a seat in a session that has one. */
  webinarRegistration: z.nullable(z.enum(['PENDING', 'REGISTERED', 'FAILED'])),
});
export type EventSession = z.infer<typeof eventSessionSchema>;

/** Spec 3.7: an event of a channel and its sessions, oldest first. */
export const campusEventSchema = z.object({
  id: z.string(),
  channel: channelSlugSchema,
  type: eventTypeSchema,
  mode: eventModeSchema,
  provider: z.nullable(webinarProviderSchema),
  address: z.nullable(z.string()),
  /** The online link, for the admins who edit the event only: members get a session's joinUrl with a seat. */
  link: z.nullable(z.string()),
  capacity: z.number(),
  title: z.string(),
  description: z.nullable(z.string()),
  author: z.object({ uid: z.string(), name: z.string() }),
  sessions: z.array(eventSessionSchema),
});
export type CampusEvent = z.infer<typeof campusEventSchema>;

// GET /api/events
export const listEventsQuerySchema = z.object({
  channel: z.optional(channelSlugSchema),
  period: z._default(z.enum(['upcoming', 'past']), 'upcoming'),
  type: z.optional(eventTypeSchema),
  mode: z.optional(eventModeSchema),
});
export type ListEventsQuery = z.input<typeof listEventsQuerySchema>;
export const eventListSchema = z.object({ items: z.array(campusEventSchema) });
export type EventList = z.infer<typeof eventListSchema>;

// GET /api/events/{id}
export const eventResponseSchema = z.object({ event: campusEventSchema });
export type EventResponse = z.infer<typeof eventResponseSchema>;

/** A session the member holds or waits for, with what the popup and the calendar show of its event. */
export const memberSessionSchema = z.object({
  session: eventSessionSchema,
  event: z.object({
    id: z.string(),
    title: z.string(),
    channel: channelSlugSchema,
    type: eventTypeSchema,
    mode: eventModeSchema,
    address: z.nullable(z.string()),
  }),
});
export type MemberSession = z.infer<typeof memberSessionSchema>;

// GET /api/events/my-sessions
export const mySessionsQuerySchema = z.object({
  channel: z.optional(channelSlugSchema),
  period: z._default(z.enum(['upcoming', 'all']), 'upcoming'),
});
export const memberSessionListSchema = z.object({ items: z.array(memberSessionSchema) });
export type MemberSessionList = z.infer<typeof memberSessionListSchema>;

// POST /api/events/sessions/{id}/join, /wait, /quit
export const participationResponseSchema = z.object({ session: eventSessionSchema, message: z.string() });
export type ParticipationResponse = z.infer<typeof participationResponseSchema>;

// GET /api/events/calendar-feed, POST /api/events/calendar-feed/renew
export const calendarFeedResponseSchema = z.object({ url: z.string() });
export type CalendarFeedResponse = z.infer<typeof calendarFeedResponseSchema>;

// Plain checks (regex, bounds) rather than zod's URL format: the shared contracts stay small on the web.
const integerIn = (min: number, max: number, message: string) =>
  z.number(message).check(z.int(message), z.minimum(min, message), z.maximum(max, message));

// POST /api/events/{id}/sessions, PUT /api/events/sessions/{id}
export const sessionInputSchema = z.object({
  title: requiredText(200),
  description: optionalText(5000),
  startsAt: isoDateTimeSchema,
  durationMinutes: integerIn(1, SESSION_MAX_MINUTES, EVENT_MESSAGES.durationRange),
  /** The provider's session (Livestorm) or meeting (Zoom) id: the seat holders are registered to it. */
  webinarId: z.nullish(z.string().check(z.regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/, EVENT_MESSAGES.webinarIdInvalid))),
});
export type SessionInput = z.input<typeof sessionInputSchema>;

const eventFields = {
  type: eventTypeSchema,
  mode: eventModeSchema,
  provider: z.nullish(webinarProviderSchema),
  link: z.nullish(z.string().check(z.regex(/^https?:\/\/[^\s/]+\.\S+$/, VIOLATION_MESSAGES.url))),
  address: optionalText(300),
  capacity: integerIn(1, EVENT_MAX_CAPACITY, EVENT_MESSAGES.capacityRange),
  title: requiredText(200),
  description: optionalText(5000),
};

// PUT /api/events/{id}
export const updateEventRequestSchema = z.object(eventFields);
export type UpdateEventRequest = z.input<typeof updateEventRequestSchema>;

// POST /api/events
export const createEventRequestSchema = z.object({
  ...eventFields,
  channel: channelSlugSchema,
  sessions: z
    .array(sessionInputSchema)
    .check(
      z.minLength(1, EVENT_MESSAGES.sessionsRequired),
      z.maxLength(EVENT_MAX_SESSIONS, EVENT_MESSAGES.tooManySessions),
    ),
});
export type CreateEventRequest = z.input<typeof createEventRequestSchema>;

/** An online event has a provider and a link; a physical one an address. Field violations, empty when fine. */
export function eventModeViolations(event: {
  mode: EventMode;
  provider?: string | null | undefined;
  link?: string | null | undefined;
  address?: string | null | undefined;
}): FieldViolations {
  const violations: FieldViolations = {};
  if (event.mode === 'ONLINE' && !event.link) violations.link = [EVENT_MESSAGES.linkRequired];
  if (event.mode === 'ONLINE' && !event.provider) violations.provider = [EVENT_MESSAGES.providerRequired];
  if (event.mode === 'PHYSICAL' && !event.address?.trim()) violations.address = [EVENT_MESSAGES.addressRequired];
  return violations;
}

// GET /api/events/sessions/{id}/webinar-registrations (admins): the seat holders and whether the provider knows them.
export const webinarRegistrationListSchema = z.object({
  provider: z.nullable(webinarProviderSchema),
  webinarId: z.nullable(z.string()),
  items: z.array(
    z.object({
      uid: z.string(),
      name: z.string(),
      status: z.enum(['REGISTERED', 'PENDING', 'FAILED', 'NOT_REGISTERED']),
      attended: z.boolean(),
    }),
  ),
});
export type WebinarRegistrationList = z.infer<typeof webinarRegistrationListSchema>;

// DELETE /api/events/{id}, DELETE /api/events/sessions/{id}: the message to show once the participants are told.
export const eventDeletedResponseSchema = z.object({ message: z.string() });
export type EventDeletedResponse = z.infer<typeof eventDeletedResponseSchema>;
