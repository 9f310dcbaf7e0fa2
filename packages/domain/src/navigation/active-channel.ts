import { DEFAULT_CHANNEL, isChannelSlug, type ChannelSlug } from '../shared/channels.js';
import { appPaths } from './paths.js';
import type { Formations } from '../rights/rights.js';

export interface ActiveChannelInput {
  stored: string | null | undefined;
  userChannels: readonly ChannelSlug[];
  formations: Formations;
}

/** A sport member without air nor mdb is always on the sport channel (spec 4). */
export function isForcedToSport(formations: Formations): boolean {
  return formations.sport && !formations.air && !formations.mdb;
}

/**
 * The active channel: the stored value when the user owns it, else immobilier, else the first
 * channel the user owns; forced to sport for a sport-only member.
 */
export function resolveActiveChannel({ stored, userChannels, formations }: ActiveChannelInput): ChannelSlug {
  if (isForcedToSport(formations)) return 'sport';
  if (isChannelSlug(stored) && userChannels.includes(stored)) return stored;
  if (userChannels.includes(DEFAULT_CHANNEL) || userChannels.length === 0) return DEFAULT_CHANNEL;
  return userChannels[0] ?? DEFAULT_CHANNEL;
}

/** Whether the user may pick this channel in the switcher. */
export function canSwitchTo(target: ChannelSlug, input: Omit<ActiveChannelInput, 'stored'>): boolean {
  if (!input.userChannels.includes(target)) return false;
  return !isForcedToSport(input.formations) || target === 'sport';
}

/** Where a channel change leads: to sport goes to /yam-nutrition, away from sport goes to /. */
export function pathAfterChannelChange(from: ChannelSlug, to: ChannelSlug): string | null {
  if (from === to) return null;
  if (to === 'sport') return appPaths.nutrition;
  if (from === 'sport') return appPaths.home;
  return null;
}
