import { canSwitchTo, pathAfterChannelChange } from '@campus/domain/navigation';
import { channelsOf, type Channel, type ChannelSlug } from '@campus/domain/shared';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { sessionStore, useSession } from '../session';
import { activeChannelOf } from './active-channel-of';
import { useSignedInUser } from './me';

export interface ActiveChannelState {
  /** The active channel of spec 4. */
  channel: ChannelSlug;
  /** The member's own channels, in the canonical order. */
  channels: Channel[];
  canSwitch: (target: ChannelSlug) => boolean;
  /** Stores the choice and goes where the change leads (sport -> /yam-nutrition, away from sport -> /). */
  switchTo: (target: ChannelSlug) => void;
}

/** The active channel of the signed-in member (spec 4). */
export function useActiveChannel(): ActiveChannelState {
  const user = useSignedInUser();
  const navigate = useNavigate();
  const rules = { userChannels: user.userChannels, formations: user.formations };
  // The resolved channel, not the stored one: when the session is brought in line with it (a first visit stores
  // it), no page of the shell renders again for a channel that did not change.
  const channel = useSession((session) => activeChannelOf(user, session.activeChannel));
  const canSwitch = (target: ChannelSlug) => canSwitchTo(target, rules);

  const switchTo = useCallback(
    (target: ChannelSlug) => {
      if (!canSwitchTo(target, { userChannels: user.userChannels, formations: user.formations })) return;
      sessionStore.set({ activeChannel: target });
      const next = pathAfterChannelChange(channel, target);
      if (next) void navigate(next);
    },
    [channel, navigate, user.formations, user.userChannels],
  );

  return { channel, channels: channelsOf(user.userChannels), canSwitch, switchTo };
}

/**
 * Keeps the stored session in line with the member (channels, resolved active channel, LMS token)
 * and colours the page with the active channel (`data-channel` on <html>). Mounted once.
 */
export function useActiveChannelEffects(): ChannelSlug {
  const user = useSignedInUser();
  const { channel, channels } = useActiveChannel();
  const lmsToken = user.lms.token;

  useEffect(() => {
    document.documentElement.dataset.channel = channel;
  }, [channel]);

  useEffect(() => {
    const session = sessionStore.get();
    const sameChannels =
      session.channels.length === channels.length &&
      session.channels.every((stored, index) => stored.slug === channels[index]?.slug);
    if (session.activeChannel === channel && sameChannels && session.lmsToken === lmsToken) return;
    sessionStore.set({ activeChannel: channel, channels, lmsToken });
  }, [channel, channels, lmsToken]);

  return channel;
}
