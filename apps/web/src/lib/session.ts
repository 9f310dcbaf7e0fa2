import { isChannelSlug, type Channel, type ChannelSlug } from '@campus/domain/shared';
import { createLocalStore, useLocalStore } from './local-store';

export const COLLECTION_DISPLAYS = ['grid', 'list'] as const;
export type CollectionDisplay = (typeof COLLECTION_DISPLAYS)[number];

/** The local session of spec 3.1. */
export interface Session {
  apiToken: string | null;
  lmsToken: string | null;
  lmsTarget: string | null;
  channels: Channel[];
  activeChannel: ChannelSlug | null;
  collectionDisplay: CollectionDisplay;
  levelsLastUpdate: Partial<Record<ChannelSlug, number>>;
}

// Checked by hand, not with zod: the session is read on every first load and zod's runtime would join it.
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isNullableString = (value: unknown) => value === null || typeof value === 'string';

/** A stored session, or null when any field is missing or of the wrong kind. */
export function readSession(value: unknown): Session | null {
  if (!isRecord(value)) return null;
  const { apiToken, lmsToken, lmsTarget, channels, activeChannel, collectionDisplay, levelsLastUpdate } = value;
  const isValid =
    isNullableString(apiToken) &&
    isNullableString(lmsToken) &&
    isNullableString(lmsTarget) &&
    Array.isArray(channels) &&
    channels.every((channel) => isRecord(channel) && isChannelSlug(channel.slug) && typeof channel.name === 'string') &&
    (activeChannel === null || isChannelSlug(activeChannel)) &&
    (COLLECTION_DISPLAYS as readonly unknown[]).includes(collectionDisplay) &&
    isRecord(levelsLastUpdate) &&
    Object.entries(levelsLastUpdate).every(([slug, at]) => isChannelSlug(slug) && typeof at === 'number');
  return isValid ? (value as unknown as Session) : null;
}

export const EMPTY_SESSION: Session = {
  apiToken: null,
  lmsToken: null,
  lmsTarget: null,
  channels: [],
  activeChannel: null,
  collectionDisplay: 'grid',
  levelsLastUpdate: {},
};

export const SESSION_STORAGE_KEY = 'campus.session';
export const sessionStore = createLocalStore(SESSION_STORAGE_KEY, readSession, EMPTY_SESSION);

/** The separate 'media-center' store of spec 3.1. */
export interface MediaCenterState {
  unlockedMedias: string[];
}
export function readMediaCenter(value: unknown): MediaCenterState | null {
  const medias = isRecord(value) ? value.unlockedMedias : null;
  return Array.isArray(medias) && medias.every((id) => typeof id === 'string') ? { unlockedMedias: medias } : null;
}
export const MEDIA_CENTER_STORAGE_KEY = 'campus.media-center';
export const mediaCenterStore = createLocalStore(MEDIA_CENTER_STORAGE_KEY, readMediaCenter, { unlockedMedias: [] });

export function useSession<S = Session>(select?: (session: Session) => S): S {
  return useLocalStore(sessionStore, select);
}

export function useMediaCenter<S = MediaCenterState>(select?: (state: MediaCenterState) => S): S {
  return useLocalStore(mediaCenterStore, select);
}

export function getApiToken(): string | null {
  return sessionStore.get().apiToken;
}

/** Records when the levels of a channel were last fetched (the cache of spec 4). */
export function markLevelsUpdated(channel: ChannelSlug, at: number = Date.now()): void {
  sessionStore.set((session) => ({ levelsLastUpdate: { ...session.levelsLastUpdate, [channel]: at } }));
}

export function unlockMedia(mediaId: string): void {
  mediaCenterStore.set((state) => ({
    unlockedMedias: state.unlockedMedias.includes(mediaId) ? state.unlockedMedias : [...state.unlockedMedias, mediaId],
  }));
}

/** Forgets everything stored locally for the signed-in member (logout). */
export function clearSession(): void {
  sessionStore.clear();
  mediaCenterStore.clear();
}
