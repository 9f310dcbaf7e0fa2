import { channelSlugSchema, type ChannelSlug } from '@campus/domain';
import * as z from 'zod/mini';
import { createLocalStore, useLocalStore } from './local-store';

export const COLLECTION_DISPLAYS = ['grid', 'list'] as const;
export type CollectionDisplay = (typeof COLLECTION_DISPLAYS)[number];

/** The local session of spec 3.1. */
export const sessionSchema = z.object({
  apiToken: z.nullable(z.string()),
  lmsToken: z.nullable(z.string()),
  lmsTarget: z.nullable(z.string()),
  channels: z.array(z.object({ slug: channelSlugSchema, name: z.string() })),
  activeChannel: z.nullable(channelSlugSchema),
  collectionDisplay: z.enum(COLLECTION_DISPLAYS),
  levelsLastUpdate: z.partialRecord(channelSlugSchema, z.number()),
});
export type Session = z.infer<typeof sessionSchema>;

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
export const sessionStore = createLocalStore(SESSION_STORAGE_KEY, sessionSchema, EMPTY_SESSION);

/** The separate 'media-center' store of spec 3.1. */
export const mediaCenterSchema = z.object({ unlockedMedias: z.array(z.string()) });
export type MediaCenterState = z.infer<typeof mediaCenterSchema>;
export const MEDIA_CENTER_STORAGE_KEY = 'campus.media-center';
export const mediaCenterStore = createLocalStore(MEDIA_CENTER_STORAGE_KEY, mediaCenterSchema, { unlockedMedias: [] });

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
