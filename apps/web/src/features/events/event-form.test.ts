import { EVENT_MESSAGES } from '@campus/domain/events';
import { VIOLATION_MESSAGES, toParisWallClock } from '@campus/domain/shared';
import { describe, expect, it } from 'vitest';
import {
  checkEventChanges,
  checkNewEvent,
  checkSession,
  eventFormValuesOf,
  fromDateInput,
  newEventFormValues,
  toSessionInput,
  type EventFormValues,
} from './event-form';
import { makeEvent } from './testing/event-fixtures';

function validNewEvent(overrides: Partial<EventFormValues> = {}): EventFormValues {
  return {
    ...newEventFormValues('immobilier', new Date('2099-01-10T09:00:00Z')),
    title: 'Visite de chantier',
    link: 'https://zoom.us/j/42',
    sessions: [{ title: 'Matin', description: '', startsAt: '2099-02-01T09:30', durationMinutes: '90', webinarId: '' }],
    ...overrides,
  };
}

describe('form dates', () => {
  it('reads and writes a datetime-local value in Paris time, whatever the browser’s zone', () => {
    const iso = fromDateInput('2099-02-01T09:30');
    expect(iso).toBe('2099-02-01T08:30:00.000Z');
    expect(toParisWallClock(iso)).toBe('2099-02-01T09:30');
    expect(toParisWallClock('2099-07-01T08:30:00.000Z')).toBe('2099-07-01T10:30');
  });

  it('gives no date for an empty or broken value', () => {
    expect(fromDateInput('')).toBe('');
    expect(fromDateInput('demain')).toBe('');
    expect(toParisWallClock('n’importe quoi')).toBe('');
  });

  it('starts a new session tomorrow at 18:00 for one hour', () => {
    const [session] = newEventFormValues('finance', new Date('2099-01-10T09:00:00Z')).sessions;
    expect(session).toMatchObject({ startsAt: '2099-01-11T18:00', durationMinutes: '60' });
  });

  it('counts tomorrow from the Paris day: at 00:30 in Paris it is already the next day', () => {
    const [session] = newEventFormValues('finance', new Date('2099-01-10T23:30:00Z')).sessions;
    expect(session?.startsAt).toBe('2099-01-12T18:00');
  });
});

describe('checkNewEvent', () => {
  it('builds the request the server takes: ISO dates, numbers, the online fields only', () => {
    const checked = checkNewEvent(validNewEvent({ address: '12 rue Oubliée' }));
    expect(checked.violations).toBeUndefined();
    expect(checked).toMatchObject({
      request: {
        channel: 'immobilier',
        type: 'LIVE',
        mode: 'ONLINE',
        provider: 'ZOOM',
        link: 'https://zoom.us/j/42',
        address: null,
        capacity: 50,
        sessions: [{ title: 'Matin', startsAt: '2099-02-01T08:30:00.000Z', durationMinutes: 90 }],
      },
    });
  });

  it('drops the online fields of a physical event', () => {
    const checked = checkNewEvent(validNewEvent({ mode: 'PHYSICAL', address: '3 place Bellecour, Lyon' }));
    expect(checked).toMatchObject({ request: { provider: null, link: null, address: '3 place Bellecour, Lyon' } });
  });

  it('answers the server’s French messages per field, sessions included', () => {
    const checked = checkNewEvent(
      validNewEvent({
        title: '  ',
        capacity: '',
        link: '',
        provider: '',
        sessions: [{ title: 'Soir', description: '', startsAt: '', durationMinutes: '0', webinarId: '' }],
      }),
    );
    expect(checked.violations).toEqual({
      title: [VIOLATION_MESSAGES.notBlank],
      capacity: [EVENT_MESSAGES.capacityRange],
      link: [EVENT_MESSAGES.linkRequired],
      provider: [EVENT_MESSAGES.providerRequired],
      'sessions.0.startsAt': [VIOLATION_MESSAGES.date],
      'sessions.0.durationMinutes': [EVENT_MESSAGES.durationRange],
    });
  });

  it('asks a physical event for its address and refuses a link that is no URL', () => {
    expect(checkNewEvent(validNewEvent({ mode: 'PHYSICAL', address: '' })).violations).toEqual({
      address: [EVENT_MESSAGES.addressRequired],
    });
    expect(checkNewEvent(validNewEvent({ link: 'zoom' })).violations).toEqual({ link: [VIOLATION_MESSAGES.url] });
  });
});

describe('checkEventChanges and checkSession', () => {
  it('starts from the event as the admin sees it, link included, and sends its own fields only', () => {
    const values = eventFormValuesOf(makeEvent({ capacity: 12 }));
    expect(values).toMatchObject({ link: 'https://zoom.us/j/123', capacity: '12', provider: 'ZOOM' });
    const checked = checkEventChanges({ ...values, capacity: '20' });
    expect(checked).toMatchObject({ request: { capacity: 20, link: 'https://zoom.us/j/123' } });
    expect(checked).not.toHaveProperty('request.sessions');
    expect(checkEventChanges({ ...values, capacity: '0' }).violations).toEqual({
      capacity: [EVENT_MESSAGES.capacityRange],
    });
  });

  it('sends a session’s webinar id trimmed, and none when left empty', () => {
    const session = { title: 'Soir', description: '', startsAt: '2099-03-01T18:00', durationMinutes: '60' };
    expect(toSessionInput({ ...session, webinarId: ' 81234567890 ' }).webinarId).toBe('81234567890');
    expect(toSessionInput({ ...session, webinarId: '  ' }).webinarId).toBeNull();
    expect(checkSession({ ...session, webinarId: 'https://zoom.us/j/1' })).toEqual({
      violations: { webinarId: [EVENT_MESSAGES.webinarIdInvalid] },
    });
  });

  it('checks a session alone', () => {
    expect(
      checkSession({ title: '', description: '', startsAt: '2099-03-01T10:00', durationMinutes: '30', webinarId: '' }),
    ).toEqual({
      violations: { title: [VIOLATION_MESSAGES.notBlank] },
    });
    expect(
      checkSession({
        title: 'Bilan',
        description: ' ',
        startsAt: '2099-03-01T10:00',
        durationMinutes: '1441',
        webinarId: '',
      }),
    ).toEqual({ violations: { durationMinutes: [EVENT_MESSAGES.durationRange] } });
  });
});
