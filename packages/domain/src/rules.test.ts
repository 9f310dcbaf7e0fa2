import { describe, expect, it } from 'vitest';
import { canSwitchTo, pathAfterChannelChange, resolveActiveChannel } from './active-channel.js';
import { CHANNELS, channelName } from './channels.js';
import { contractDisplayName, defaultContractName } from './contracts.js';
import { canCreateDiscussion, isEmptyValue, isPictureClickable, memberPicturePath } from './empty.js';
import {
  daysSince,
  formatDuration,
  formatLongDate,
  formatShortDate,
  formatTime,
  fromParisWallClock,
  toParisWallClock,
} from './format.js';
import { isLevelsCacheStale, levelColour, levelIcon } from './levels.js';
import { directDiscussionId, isDiscussionUnread, isNotificationUnread } from './messaging.js';
import { NO_FORMATIONS, canSeeDealsOffMarket, hasMDB, isActiveAmbassador } from './rights.js';

describe('channels', () => {
  it('has five channels with their display names', () => {
    expect(CHANNELS.map((channel) => `${channel.slug}:${channel.name}`)).toEqual([
      'base:Fondamentaux',
      'immobilier:Immobilier',
      'entrepreneuriat:Business',
      'finance:Finance',
      'sport:Sport',
    ]);
    expect(channelName('entrepreneuriat')).toBe('Business');
  });
});

describe('active channel', () => {
  const owned = ['immobilier', 'finance', 'sport'] as const;
  it('is initialised from the stored value when the user owns it', () => {
    expect(resolveActiveChannel({ stored: 'finance', userChannels: owned, formations: NO_FORMATIONS })).toBe('finance');
  });
  it('defaults to immobilier', () => {
    expect(resolveActiveChannel({ stored: null, userChannels: owned, formations: NO_FORMATIONS })).toBe('immobilier');
    expect(resolveActiveChannel({ stored: 'base', userChannels: owned, formations: NO_FORMATIONS })).toBe('immobilier');
  });
  it('falls back to an owned channel when immobilier is not owned', () => {
    expect(resolveActiveChannel({ stored: null, userChannels: ['finance'], formations: NO_FORMATIONS })).toBe(
      'finance',
    );
  });
  it('is forced to sport with the sport formation but neither air nor mdb', () => {
    const sportOnly = { ...NO_FORMATIONS, sport: true };
    expect(resolveActiveChannel({ stored: 'base', userChannels: ['sport', 'base'], formations: sportOnly })).toBe(
      'sport',
    );
    expect(canSwitchTo('base', { userChannels: ['sport', 'base'], formations: sportOnly })).toBe(false);
    const sportAndAir = { ...NO_FORMATIONS, sport: true, air: true };
    expect(resolveActiveChannel({ stored: 'base', userChannels: ['sport', 'base'], formations: sportAndAir })).toBe(
      'base',
    );
  });
  it('only offers the user’s own channels', () => {
    expect(canSwitchTo('finance', { userChannels: ['immobilier'], formations: NO_FORMATIONS })).toBe(false);
    expect(canSwitchTo('immobilier', { userChannels: ['immobilier'], formations: NO_FORMATIONS })).toBe(true);
  });
  it('changing channel to sport goes to /yam-nutrition, switching away from sport goes to /', () => {
    expect(pathAfterChannelChange('immobilier', 'sport')).toBe('/yam-nutrition');
    expect(pathAfterChannelChange('sport', 'base')).toBe('/');
    expect(pathAfterChannelChange('immobilier', 'finance')).toBeNull();
  });
});

describe('rights', () => {
  const user = {
    isCustomer: true,
    isAmbassador: true,
    permissionAmbassador: false,
    permissions: [],
    formations: NO_FORMATIONS,
  };
  it('hasMDB is true with the mdb formation or the admin permission', () => {
    expect(hasMDB(user)).toBe(false);
    expect(hasMDB({ ...user, formations: { ...NO_FORMATIONS, mdb: true } })).toBe(true);
    expect(hasMDB({ ...user, permissions: ['MDB_ADMIN'] })).toBe(true);
  });
  it('deal-off-market is open to mdb, air or admin', () => {
    expect(canSeeDealsOffMarket(user)).toBe(false);
    expect(canSeeDealsOffMarket({ ...user, formations: { ...NO_FORMATIONS, air: true } })).toBe(true);
  });
  it('an ambassador needs isAmbassador with permissionAmbassador', () => {
    expect(isActiveAmbassador(user)).toBe(false);
    expect(isActiveAmbassador({ ...user, permissionAmbassador: true })).toBe(true);
  });
});

describe('empty values and member pictures', () => {
  it('an empty value is null, an empty string or 0', () => {
    expect([null, '', 0].every(isEmptyValue)).toBe(true);
    expect(['a', 1, false].some(isEmptyValue)).toBe(false);
  });
  it('the create-discussion button needs one non-empty recipient other than the user', () => {
    expect(canCreateDiscussion(['', null], 'me')).toBe(false);
    expect(canCreateDiscussion(['me'], 'me')).toBe(false);
    expect(canCreateDiscussion(['me', 'you'], 'me')).toBe(true);
  });
  it('a member picture is clickable only with a non-empty id, and my own leads to my profile', () => {
    expect(isPictureClickable('')).toBe(false);
    expect(isPictureClickable('abc')).toBe(true);
    expect(memberPicturePath('me', 'me')).toBe('/mon-compte/mon-profil');
    expect(memberPicturePath('you', 'me')).toBe('/users/you');
  });
});

describe('levels', () => {
  it('entrepreneuriat icons are lightbulb, banknote, rocket; immobilier key, house, building', () => {
    expect([1, 2, 3].map((level) => levelIcon('entrepreneuriat', level))).toEqual(['lightbulb', 'banknote', 'rocket']);
    expect([1, 2, 3].map((level) => levelIcon('immobilier', level))).toEqual(['key', 'house', 'building']);
  });
  it('completed levels show green, otherwise immobilier blue and the others yellow', () => {
    expect(levelColour('finance', true)).toBe('green');
    expect(levelColour('immobilier', false)).toBe('blue');
    expect(levelColour('entrepreneuriat', false)).toBe('yellow');
  });
  it('the levels cache is stale after one hour or when absent', () => {
    const now = Date.now();
    expect(isLevelsCacheStale(undefined, now)).toBe(true);
    expect(isLevelsCacheStale(now - 59 * 60 * 1000, now)).toBe(false);
    expect(isLevelsCacheStale(now - 60 * 60 * 1000, now)).toBe(true);
  });
});

describe('formats', () => {
  it('minutes are shown as Xmin, Xh, and hours and minutes from 60 minutes', () => {
    expect(formatDuration(45)).toBe('45min');
    expect(formatDuration(60)).toBe('1h');
    expect(formatDuration(90)).toBe('1h30');
    expect(formatDuration(125)).toBe('2h05');
  });
  it('dates are French', () => {
    expect(formatShortDate('2026-11-24T10:00:00Z')).toBe('24/11/2026');
    expect(formatLongDate('2026-11-24T10:00:00Z')).toBe('mardi 24 novembre 2026');
    expect(formatTime('2026-11-24T13:30:00Z')).toBe('14h30');
  });
  it('dates are typed and shown in Paris time, summer and winter, whatever the browser’s zone', () => {
    expect(toParisWallClock('2026-11-24T18:00:00Z')).toBe('2026-11-24T19:00');
    expect(toParisWallClock('2026-07-01T18:00:00Z')).toBe('2026-07-01T20:00');
    expect(fromParisWallClock('2026-11-24T19:00')?.toISOString()).toBe('2026-11-24T18:00:00.000Z');
    expect(fromParisWallClock('2026-07-01T20:00')?.toISOString()).toBe('2026-07-01T18:00:00.000Z');
    // Around the clock changes: 29 March 2026 (02:00 -> 03:00) and 25 October 2026 (03:00 -> 02:00).
    expect(fromParisWallClock('2026-03-29T01:30')?.toISOString()).toBe('2026-03-29T00:30:00.000Z');
    expect(fromParisWallClock('2026-03-29T03:30')?.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(fromParisWallClock('2026-03-29T02:30')?.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(fromParisWallClock('2026-10-25T04:00')?.toISOString()).toBe('2026-10-25T03:00:00.000Z');
    expect(toParisWallClock(fromParisWallClock('2026-10-25T01:00') ?? '')).toBe('2026-10-25T01:00');
  });
  it('a Paris wall-clock value that is no date is refused', () => {
    expect(fromParisWallClock('')).toBeNull();
    expect(fromParisWallClock('demain')).toBeNull();
    expect(fromParisWallClock('2026-02-30T10:00')).toBeNull();
    expect(fromParisWallClock('2026-02-10T24:00')).toBeNull();
    expect(toParisWallClock('n’importe quoi')).toBe('');
  });
  it('published ago is counted in days', () => {
    expect(daysSince('2026-11-20T12:00:00Z', new Date('2026-11-22T13:00:00Z'))).toBe(2);
  });
  it('the default contract name is Contrat du DD/MM/YYYY', () => {
    expect(defaultContractName('2026-03-05T09:00:00Z')).toBe('Contrat du 05/03/2026');
    expect(contractDisplayName({ created_at: '2026-03-05T09:00:00Z', product: { name: '' } })).toBe(
      'Contrat du 05/03/2026',
    );
    expect(contractDisplayName({ created_at: '2026-03-05T09:00:00Z', product: { name: 'Formation MDB' } })).toBe(
      'Formation MDB',
    );
  });
});

describe('messaging rules', () => {
  it('a direct discussion id is direct plus the sorted member ids joined by a dot', () => {
    expect(directDiscussionId(['zoe', 'adam'])).toBe('direct.adam.zoe');
  });
  it('a discussion is unread if its last message is not mine and I am not in ReadBy', () => {
    expect(isDiscussionUnread({ authorId: 'you', readBy: [] }, 'me')).toBe(true);
    expect(isDiscussionUnread({ authorId: 'me', readBy: [] }, 'me')).toBe(false);
    expect(isDiscussionUnread({ authorId: 'you', readBy: ['me'] }, 'me')).toBe(false);
  });
  it('a targeted notification is unread until someone reads it; a global one when dated on or after my last sign-in', () => {
    const signIn = '2026-11-20T10:00:00Z';
    expect(isNotificationUnread({ date: '2026-11-01', targetIds: ['me'], readBy: [] }, 'me', signIn)).toBe(true);
    expect(isNotificationUnread({ date: '2026-11-01', targetIds: ['me'], readBy: ['me'] }, 'me', signIn)).toBe(false);
    expect(isNotificationUnread({ date: '2026-11-20T10:00:00Z', targetIds: [], readBy: [] }, 'me', signIn)).toBe(true);
    expect(isNotificationUnread({ date: '2026-11-19T10:00:00Z', targetIds: [], readBy: [] }, 'me', signIn)).toBe(false);
    expect(isNotificationUnread({ date: '2026-11-21T10:00:00Z', targetIds: [], readBy: ['me'] }, 'me', signIn)).toBe(
      false,
    );
  });
});
