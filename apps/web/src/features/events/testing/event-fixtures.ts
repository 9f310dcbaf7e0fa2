import type { CampusEvent, EventSession } from '@campus/domain/events';

/** A session of the far future with seats left, as a member who holds none sees it. */
export function makeSession(overrides: Partial<EventSession> = {}): EventSession {
  return {
    id: 'session-1',
    eventId: 'event-1',
    title: 'Financer son premier immeuble',
    description: null,
    startsAt: '2099-11-24T18:00:00.000Z',
    durationMinutes: 90,
    capacity: 10,
    seatsTaken: 3,
    waitingCount: 0,
    participation: 'NONE',
    waitlistPosition: null,
    joinUrl: null,
    liveState: 'COMING_UP',
    webinarId: null,
    webinarRegistration: null,
    ...overrides,
  };
}

/** An online webinar of the immobilier channel with one session, as an admin sees it (with its link). */
export function makeEvent(overrides: Partial<CampusEvent> = {}): CampusEvent {
  return {
    id: 'event-1',
    channel: 'immobilier',
    type: 'LIVE',
    mode: 'ONLINE',
    provider: 'ZOOM',
    address: null,
    link: 'https://zoom.us/j/123',
    capacity: 10,
    title: 'Webinaire financement',
    description: 'Les banques, les courtiers et votre dossier.',
    author: { uid: 'admin', name: 'Camille Laurent' },
    sessions: [makeSession()],
    ...overrides,
  };
}
