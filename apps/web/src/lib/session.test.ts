import { describe, expect, it, vi } from 'vitest';
import {
  EMPTY_SESSION,
  MEDIA_CENTER_STORAGE_KEY,
  SESSION_STORAGE_KEY,
  clearSession,
  markLevelsUpdated,
  mediaCenterStore,
  sessionStore,
  unlockMedia,
} from './session';

const stored = (key: string): unknown => JSON.parse(window.localStorage.getItem(key) ?? 'null');

describe('the session store (spec 3.1)', () => {
  it('starts empty: no token, no channel, grid display', () => {
    expect(sessionStore.get()).toEqual(EMPTY_SESSION);
  });

  it('keeps every field of the spec in localStorage', () => {
    sessionStore.set({
      apiToken: 'token',
      lmsToken: 'lms',
      lmsTarget: 'https://cours.campus.test',
      channels: [{ slug: 'immobilier', name: 'Immobilier' }],
      activeChannel: 'immobilier',
      collectionDisplay: 'list',
    });
    markLevelsUpdated('immobilier', 1_700_000_000_000);
    expect(stored(SESSION_STORAGE_KEY)).toEqual({
      apiToken: 'token',
      lmsToken: 'lms',
      lmsTarget: 'https://cours.campus.test',
      channels: [{ slug: 'immobilier', name: 'Immobilier' }],
      activeChannel: 'immobilier',
      collectionDisplay: 'list',
      levelsLastUpdate: { immobilier: 1_700_000_000_000 },
    });
  });

  it('records the levels timestamp per channel', () => {
    markLevelsUpdated('immobilier', 1);
    markLevelsUpdated('finance', 2);
    expect(sessionStore.get().levelsLastUpdate).toEqual({ immobilier: 1, finance: 2 });
  });

  it('tells subscribers about every change', () => {
    const listener = vi.fn();
    const unsubscribe = sessionStore.subscribe(listener);
    sessionStore.set({ activeChannel: 'finance' });
    unsubscribe();
    sessionStore.set({ activeChannel: 'base' });
    expect(listener).toHaveBeenCalledOnce();
  });

  it('reads a value another tab stored, filling missing fields with defaults', () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ apiToken: 'from-another-tab' }));
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY }));
    expect(sessionStore.get()).toEqual({ ...EMPTY_SESSION, apiToken: 'from-another-tab' });
  });

  it('ignores a corrupt stored value', () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, '{not json');
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY }));
    expect(sessionStore.get()).toEqual(EMPTY_SESSION);
  });

  it('ignores a stored channel that does not exist', () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ apiToken: 't', activeChannel: 'cuisine' }));
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY }));
    expect(sessionStore.get()).toEqual(EMPTY_SESSION);
  });
});

describe("the separate 'media-center' store", () => {
  it('keeps the unlocked medias once each', () => {
    unlockMedia('replay-1');
    unlockMedia('replay-1');
    unlockMedia('replay-2');
    expect(mediaCenterStore.get().unlockedMedias).toEqual(['replay-1', 'replay-2']);
    expect(stored(MEDIA_CENTER_STORAGE_KEY)).toEqual({ unlockedMedias: ['replay-1', 'replay-2'] });
  });
});

describe('clearSession', () => {
  it('forgets the session and the media center (logout)', () => {
    sessionStore.set({ apiToken: 'token' });
    unlockMedia('replay-1');
    clearSession();
    expect(sessionStore.get()).toEqual(EMPTY_SESSION);
    expect(mediaCenterStore.get().unlockedMedias).toEqual([]);
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });
});
