import type { LessonProgressResponse, WatchedRange } from '@campus/domain/learning';
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useWatchTracking } from './use-watch-tracking';

/** A media element's few fields the tracking reads. */
function fakeMedia() {
  return { currentTime: 0, paused: false, seeking: false, playbackRate: 1 } as unknown as {
    -readonly [Key in keyof HTMLMediaElement]: HTMLMediaElement[Key];
  };
}

function setup() {
  const media = fakeMedia();
  const reports: { positionSeconds: number; watched: WatchedRange[] }[] = [];
  const report = vi.fn((input: { positionSeconds: number; watched: WatchedRange[] }) => {
    reports.push(input);
    return Promise.resolve({} as LessonProgressResponse);
  });
  const { result } = renderHook(() => useWatchTracking({ current: media }, report, () => undefined));
  const playTo = (from: number, to: number) => {
    for (let time = from; time <= to + 1e-9; time += 0.25) {
      media.currentTime = time;
      result.current.onTimeUpdate();
    }
  };
  return { media, reports, tracking: result.current, playTo };
}

describe('watched ranges from what the media really plays', () => {
  it('reports a continuous stretch as one range, with the position', () => {
    const { media, reports, tracking, playTo } = setup();
    playTo(0, 4);
    tracking.onPause();
    expect(reports).toEqual([{ positionSeconds: media.currentTime, watched: [[0, 4]] }]);
  });

  it('a seek to the end opens a new range: the skipped part is not watched', () => {
    const { reports, tracking, playTo, media } = setup();
    playTo(0, 2);
    media.seeking = true;
    tracking.onSeeking();
    media.seeking = false;
    playTo(7.5, 8);
    tracking.onEnded();
    expect(reports.at(-1)?.watched).toEqual([
      [0, 2],
      [7.5, 8],
    ]);
  });

  it('a jump without a seeking event is not counted either', () => {
    const { reports, tracking, playTo } = setup();
    playTo(0, 1);
    playTo(6, 7);
    tracking.onPause();
    expect(reports.at(-1)?.watched).toEqual([
      [0, 1],
      [6, 7],
    ]);
  });
});
