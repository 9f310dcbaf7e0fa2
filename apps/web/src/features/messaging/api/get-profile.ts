import type { ProfileInfoResponse } from '@campus/domain/account';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAfterFirstPaint } from '../../../lib/after-first-paint';
import { nextTask } from '../../../lib/next-task';

export interface Profile {
  displayName: string | null;
  pictureUrl: string | null;
}

export const profileQueryKey = (uid: string) => ['profiles', uid] as const;

/**
 * GET /api/firebase/user/{uid}/info: a member's name and picture (spec 3.3). Read typed, not parsed: the messages
 * list's first screen asks for it, without zod (typed-reads.test checks the answer against its contract).
 */
export async function getProfile(uid: string): Promise<Profile> {
  // Each request leaves in a task of its own: the list's rows ask for their names together, and a browser's fetch()
  // costs about a millisecond of the main thread each (measured: nine made one long task of the messages page).
  await nextTask();
  const answer = await apiRequest<ProfileInfoResponse>(`/firebase/user/${encodeURIComponent(uid)}/info`, {
    unparsed: 'first-load',
  });
  return answer.data;
}

/** Profiles are cached by uid; a cached profile with both fields is never fetched again (spec 3.3). */
export function isProfileComplete(profile: Profile | undefined): boolean {
  return Boolean(profile?.displayName && profile.pictureUrl);
}

export const profileQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: profileQueryKey(uid),
    queryFn: () => getProfile(uid),
    staleTime: (query) => (isProfileComplete(query.state.data) ? Infinity : 5 * 60_000),
    gcTime: 30 * 60_000,
  });

/**
 * A member's name and picture, asked once the first screen is painted (`afterFirstPaint`): on a first load of the
 * messages page the list's first render would otherwise send nine requests during the frame that paints it; they are
 * not on that screen (each name's place is kept meanwhile), so they wait for it like the rest of what it does not show.
 */
export function useProfile(uid: string | null | undefined) {
  const hasPainted = useAfterFirstPaint();
  return useQuery({ ...profileQueryOptions(uid ?? ''), enabled: Boolean(uid) && hasPainted });
}

/** Puts a profile known from elsewhere (e.g. the current member) in the cache. */
export function seedProfile(queryClient: QueryClient, uid: string, profile: Profile): void {
  queryClient.setQueryData(profileQueryKey(uid), profile);
}
