import type { WatchedRange } from '@campus/domain/learning';
import type { RefObject } from 'react';
import { useWatchTracking } from '../hooks/use-watch-tracking';

interface TrackedMediaProps<Answer> {
  /** The caller's handle on the element (speed select, chapters); one ref fits both kinds. */
  mediaRef: RefObject<(HTMLVideoElement & HTMLAudioElement) | null>;
  isVideo: boolean;
  src: string | undefined;
  /** The media's accessible name. */
  title: string;
  /** Where the member stopped last time. */
  positionSeconds: number;
  playbackRate: number;
  /** Sends where the member is and what they watched since the last report (see useWatchTracking). */
  report: (input: { positionSeconds: number; watched: WatchedRange[] }) => Promise<Answer>;
  onReported: (answer: Answer) => void;
  /**
   * The file could not be read: its URL's media key may have ended with the session that asked for it (a sign-in
   * rotated in another tab, two hours unused); the caller asks for its answer again, whose URL carries a valid key.
   */
  onSourceFailed: () => void;
}

/**
 * A video or audio with the browser's own controls (seeking uses range requests): it resumes where the member
 * stopped, unless that was the very end, plays at their speed, and reports what was really watched. The classroom's
 * lessons and the replays play through it.
 */
export function TrackedMedia<Answer>({
  mediaRef,
  isVideo,
  src,
  title,
  positionSeconds,
  playbackRate,
  report,
  onReported,
  onSourceFailed,
}: TrackedMediaProps<Answer>) {
  const tracking = useWatchTracking(mediaRef, report, onReported);
  const props = {
    ref: mediaRef,
    src,
    controls: true,
    preload: 'metadata',
    'aria-label': title,
    onLoadedMetadata: () => {
      const media = mediaRef.current;
      if (!media) return;
      media.playbackRate = playbackRate;
      if (positionSeconds > 0 && positionSeconds < media.duration - 1) media.currentTime = positionSeconds;
    },
    onTimeUpdate: tracking.onTimeUpdate,
    onSeeking: tracking.onSeeking,
    onPause: tracking.onPause,
    onEnded: tracking.onEnded,
    onError: onSourceFailed,
  } as const;
  return isVideo ? (
    <video {...props} playsInline className="aspect-video w-full rounded-xl bg-black" />
  ) : (
    <audio {...props} className="w-full" />
  );
}
