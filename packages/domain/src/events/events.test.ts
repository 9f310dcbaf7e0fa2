import { describe, expect, it } from 'vitest';
import { createEventRequestSchema, eventModeViolations, sessionInputSchema } from './events-contracts.js';
import {
  EVENT_MAX_SESSIONS,
  EVENT_MESSAGES,
  fullMessage,
  isJoinLinkOpen,
  seatsLeft,
  sessionEnd,
  sessionLiveState,
} from './events.js';
import * as z from 'zod/mini';

describe('events rules', () => {
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

  it('a member’s own join link shows from 30 minutes before the start until the end', () => {
    const startsAt = '2026-11-24T14:00:00Z';
    expect(isJoinLinkOpen(startsAt, 60, new Date('2026-11-24T13:29:59Z'))).toBe(false);
    expect(isJoinLinkOpen(startsAt, 60, new Date('2026-11-24T13:30:00Z'))).toBe(true);
    expect(isJoinLinkOpen(startsAt, 60, new Date('2026-11-24T14:59:59Z'))).toBe(true);
    expect(isJoinLinkOpen(startsAt, 60, new Date('2026-11-24T15:00:00Z'))).toBe(false);
  });

  it('a webinar id is the provider’s plain id, never a URL', () => {
    const session = { title: 'A', startsAt: '2026-11-24T14:00:00Z', durationMinutes: 90 };
    expect(z.safeParse(sessionInputSchema, { ...session, webinarId: '81234567890' }).success).toBe(true);
    expect(
      z.safeParse(sessionInputSchema, { ...session, webinarId: 'a5aeec59-c2d6-474b-a0c5-c10f53075bf4' }).success,
    ).toBe(true);
    expect(z.safeParse(sessionInputSchema, { ...session, webinarId: 'https://zoom.us/j/1' }).success).toBe(false);
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

describe('session dates', () => {
  const session = (startsAt: string) => ({ title: 'Soir', startsAt, durationMinutes: 60 });
  const messageOf = (startsAt: string) => z.safeParse(sessionInputSchema, session(startsAt)).error?.issues[0]?.message;

  it('refuses a day that does not exist in its month with the date format message', () => {
    expect(messageOf('2026-02-30T10:00Z')).toBe("Le format de la date n'est pas valide");
    expect(messageOf('2026-04-31T10:00:00+02:00')).toBe("Le format de la date n'est pas valide");
    expect(messageOf('2025-02-29T10:00Z')).toBe("Le format de la date n'est pas valide");
  });

  it('accepts real days, 29 February of a leap year too', () => {
    expect(messageOf('2028-02-29T10:00Z')).toBeUndefined();
    expect(messageOf('2026-12-31T23:59:00.000Z')).toBeUndefined();
  });

  it('says a text that is no date must be a date', () => {
    expect(messageOf('demain')).toBe('Cette valeur doit être une date valide');
  });
});

describe('sessions of a new event', () => {
  it(`are at most ${EVENT_MAX_SESSIONS}, with a French violation`, () => {
    const sessions = Array.from({ length: EVENT_MAX_SESSIONS + 1 }, () => ({
      title: 'Soir',
      startsAt: '2026-03-01T18:00Z',
      durationMinutes: 60,
    }));
    const result = z.safeParse(createEventRequestSchema, { sessions });
    const sessionIssues = result.error?.issues.filter((issue) => issue.path[0] === 'sessions');
    expect(sessionIssues?.map((issue) => issue.message)).toEqual([EVENT_MESSAGES.tooManySessions]);
  });
});
