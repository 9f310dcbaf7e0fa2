import { describe, expect, it } from 'vitest';
import { createEventRequestSchema, eventModeViolations, sessionInputSchema } from './events-contracts.js';
import { EVENT_MESSAGES, canSeeEvents, fullMessage, seatsLeft, sessionEnd, sessionLiveState } from './events.js';
import { NO_FORMATIONS, type RightsSubject } from './rights.js';
import * as z from 'zod/mini';

const member = (formations: Partial<RightsSubject['formations']> = {}): RightsSubject => ({
  isCustomer: true,
  isAmbassador: false,
  permissionAmbassador: false,
  permissions: [],
  formations: { ...NO_FORMATIONS, ...formations },
});

describe('events rules', () => {
  it('starter-MDB members have no events', () => {
    expect(canSeeEvents(member({ mdb: true, starter_mdb: true }))).toBe(false);
    expect(canSeeEvents(member({ air: true }))).toBe(true);
  });

  it('a session is coming up until it ends, terminated after', () => {
    const now = new Date('2026-11-24T15:00:00Z');
    expect(sessionEnd('2026-11-24T14:00:00Z', 90).toISOString()).toBe('2026-11-24T15:30:00.000Z');
    expect(sessionLiveState('2026-11-24T14:00:00Z', 90, now)).toBe('COMING_UP');
    expect(sessionLiveState('2026-11-24T14:00:00Z', 60, now)).toBe('TERMINATED');
  });

  it('the full message names a future session when the event has several', () => {
    expect(fullMessage(1)).toBe(EVENT_MESSAGES.full);
    expect(fullMessage(2)).toBe(EVENT_MESSAGES.fullSession);
    expect(EVENT_MESSAGES.fullSession).toContain('une future session');
  });

  it('seats left never go below zero', () => {
    expect(seatsLeft(10, 4)).toBe(6);
    expect(seatsLeft(2, 3)).toBe(0);
  });

  it('a session needs a valid date and a duration between 1 minute and a day', () => {
    for (const startsAt of ['24/11/2026', '2026-13-45T25:00:00Z', '2026-11-24']) {
      expect(z.safeParse(sessionInputSchema, { title: 'A', startsAt, durationMinutes: 60 }).success, startsAt).toBe(
        false,
      );
    }
    expect(
      z.safeParse(sessionInputSchema, { title: 'A', startsAt: '2026-11-24T14:00:00Z', durationMinutes: 0 }).success,
    ).toBe(false);
    const good = z.safeParse(sessionInputSchema, { title: 'A', startsAt: '2026-11-24T14:00:00Z', durationMinutes: 90 });
    expect(good.success).toBe(true);
  });

  it('an online event needs a provider and a link, a physical one an address', () => {
    expect(eventModeViolations({ mode: 'ONLINE' })).toEqual({
      link: [EVENT_MESSAGES.linkRequired],
      provider: [EVENT_MESSAGES.providerRequired],
    });
    expect(eventModeViolations({ mode: 'ONLINE', provider: 'ZOOM', link: 'https://zoom.us/j/1' })).toEqual({});
    expect(eventModeViolations({ mode: 'PHYSICAL', address: ' ' })).toEqual({
      address: [EVENT_MESSAGES.addressRequired],
    });
    expect(eventModeViolations({ mode: 'PHYSICAL', address: 'Lyon' })).toEqual({});
  });

  it('an event link is an http or https URL', () => {
    const event = {
      channel: 'immobilier',
      type: 'LIVE',
      mode: 'ONLINE',
      provider: 'ZOOM',
      capacity: 10,
      title: 'Live',
      sessions: [{ title: 'A', startsAt: '2026-11-24T14:00:00+01:00', durationMinutes: 60 }],
    };
    expect(z.safeParse(createEventRequestSchema, { ...event, link: 'https://zoom.us/j/1' }).success).toBe(true);
    expect(z.safeParse(createEventRequestSchema, { ...event, link: 'javascript:alert(1)' }).success).toBe(false);
  });
});
