import {
  createEventRequestSchema,
  eventModeViolations,
  sessionInputSchema,
  updateEventRequestSchema,
  type CampusEvent,
  type CreateEventRequest,
  type EventMode,
  type EventSession,
  type EventType,
  type SessionInput,
  type UpdateEventRequest,
  type WebinarProvider,
} from '@campus/domain/events';
import {
  fromParisWallClock,
  toParisWallClock,
  violationsFromIssues,
  type ChannelSlug,
  type FieldViolations,
} from '@campus/domain/shared';
import * as z from 'zod/mini';

/** A session as its form holds it: the date in Paris time (`datetime-local`), numbers as typed. */
export interface SessionFormValues {
  title: string;
  description: string;
  /** `YYYY-MM-DDTHH:mm`, Paris time. */
  startsAt: string;
  durationMinutes: string;
  /** The provider's session (Livestorm) or meeting (Zoom) id; empty: the event's link for every participant. */
  webinarId: string;
}

/** An event as its form holds it; `channel` and `sessions` only count when creating. */
export interface EventFormValues {
  channel: ChannelSlug;
  type: EventType;
  mode: EventMode;
  provider: WebinarProvider | '';
  link: string;
  address: string;
  capacity: string;
  title: string;
  description: string;
  sessions: SessionFormValues[];
}

/** What a form's check gives: the request to send, or the violations to show (path -> messages, spec 5). */
export type FormCheck<Request> = { request: Request; violations?: undefined } | { violations: FieldViolations };

/** A `datetime-local` value (Paris time) as an ISO date; empty when it is no date, so the check says so. */
export function fromDateInput(value: string): string {
  return fromParisWallClock(value.slice(0, 16))?.toISOString() ?? '';
}

/** A typed number; an empty box is no number at all (the schema's range message then applies). */
const toNumber = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

/** Tomorrow (in Paris) at 18:00: where a new session starts before the admin picks its date. */
function defaultStart(now: Date): string {
  const today = toParisWallClock(now).slice(0, 10);
  const tomorrow = new Date(`${today}T12:00:00Z`);
  tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
  return `${tomorrow.toISOString().slice(0, 10)}T18:00`;
}

export function emptySessionValues(now = new Date()): SessionFormValues {
  return { title: '', description: '', startsAt: defaultStart(now), durationMinutes: '60', webinarId: '' };
}

export function sessionFormValuesOf(session: EventSession): SessionFormValues {
  return {
    title: session.title,
    description: session.description ?? '',
    startsAt: toParisWallClock(session.startsAt),
    durationMinutes: String(session.durationMinutes),
    webinarId: session.webinarId ?? '',
  };
}

export function newEventFormValues(channel: ChannelSlug, now = new Date()): EventFormValues {
  return {
    channel,
    type: 'LIVE',
    mode: 'ONLINE',
    provider: 'ZOOM',
    link: '',
    address: '',
    capacity: '50',
    title: '',
    description: '',
    sessions: [emptySessionValues(now)],
  };
}

export function eventFormValuesOf(event: CampusEvent): EventFormValues {
  return {
    channel: event.channel,
    type: event.type,
    mode: event.mode,
    provider: event.provider ?? '',
    link: event.link ?? '',
    address: event.address ?? '',
    capacity: String(event.capacity),
    title: event.title,
    description: event.description ?? '',
    sessions: event.sessions.map(sessionFormValuesOf),
  };
}

export function toSessionInput(values: SessionFormValues): SessionInput {
  return {
    title: values.title,
    description: values.description,
    startsAt: fromDateInput(values.startsAt),
    durationMinutes: toNumber(values.durationMinutes),
    webinarId: values.webinarId.trim() || null,
  };
}

/** The event's own fields: an online event sends its provider and link, a physical one its address. */
export function eventChangesRequest(values: EventFormValues): UpdateEventRequest {
  const isOnline = values.mode === 'ONLINE';
  return {
    type: values.type,
    mode: values.mode,
    provider: isOnline && values.provider ? values.provider : null,
    link: isOnline && values.link.trim() ? values.link.trim() : null,
    address: isOnline ? null : values.address,
    capacity: toNumber(values.capacity),
    title: values.title,
    description: values.description,
  };
}

/** Runs the server's own schema (and, for events, its mode rule) so the form shows the same French messages. */
function check<Request extends object>(
  schema: z.ZodMiniType,
  request: Request,
  extra: (request: Request) => FieldViolations = () => ({}),
): FormCheck<Request> {
  const result = z.safeParse(schema, request);
  const violations = {
    ...(result.success ? {} : violationsFromIssues(result.error.issues)),
    ...extra(request),
  };
  return Object.keys(violations).length > 0 ? { violations } : { request };
}

const modeRule = (request: UpdateEventRequest) => eventModeViolations(request);

export function newEventRequest(values: EventFormValues): CreateEventRequest {
  return { ...eventChangesRequest(values), channel: values.channel, sessions: values.sessions.map(toSessionInput) };
}

export function checkNewEvent(values: EventFormValues): FormCheck<CreateEventRequest> {
  return check(createEventRequestSchema, newEventRequest(values), modeRule);
}

export function checkEventChanges(values: EventFormValues): FormCheck<UpdateEventRequest> {
  return check(updateEventRequestSchema, eventChangesRequest(values), modeRule);
}

export function checkSession(values: SessionFormValues): FormCheck<SessionInput> {
  return check(sessionInputSchema, toSessionInput(values));
}
