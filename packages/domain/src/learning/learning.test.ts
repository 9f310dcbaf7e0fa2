import { describe, expect, it } from 'vitest';
import {
  computeChannelLevels,
  courseProgress,
  hasWatchedEnough,
  isReadContent,
  readingPercent,
  mergeWatchedRanges,
  watchedSeconds,
  type CourseCompletion,
} from './learning.js';
import { formatTimestamp, parseTimestamp } from './content-authoring.js';

describe('watched ranges', () => {
  it('merges overlapping and touching ranges into their union', () => {
    expect(
      mergeWatchedRanges([
        [10, 20],
        [0, 5],
        [5, 8],
        [15, 30],
      ]),
    ).toEqual([
      [0, 8],
      [10, 30],
    ]);
  });

  it('drops empty, reversed and non-finite ranges', () => {
    expect(
      mergeWatchedRanges([
        [5, 5],
        [9, 3],
        [0, Number.NaN],
      ]),
    ).toEqual([]);
  });

  it('counts watched seconds once, within the duration', () => {
    expect(
      watchedSeconds(
        [
          [0, 50],
          [40, 60],
          [90, 200],
        ],
        100,
      ),
    ).toBe(70);
  });
});

describe('a video or audio lesson completes from the time actually watched', () => {
  it('completes when the union of watched ranges reaches 90 %', () => {
    expect(hasWatchedEnough([[0, 90]], 100)).toBe(true);
    expect(
      hasWatchedEnough(
        [
          [0, 50],
          [45, 89],
        ],
        100,
      ),
    ).toBe(false);
  });

  it('a seek to the end does not complete it', () => {
    expect(
      hasWatchedEnough(
        [
          [0, 2],
          [98, 100],
        ],
        100,
      ),
    ).toBe(false);
  });

  it('watching the same minute twice counts once', () => {
    const again = Array.from({ length: 10 }, (): [number, number] => [0, 60]);
    expect(hasWatchedEnough(again, 100)).toBe(false);
  });
});

describe('course progress', () => {
  it('is completed lessons over lessons in whole percent', () => {
    expect(courseProgress(1, 3)).toBe(33);
    expect(courseProgress(3, 3)).toBe(100);
    expect(courseProgress(0, 0)).toBe(0);
  });
});

describe('levels are earned', () => {
  const course = (classroomLevel: CourseCompletion['classroomLevel'], completed: number, total = 2) => ({
    classroomLevel,
    totalLessons: total,
    completedLessons: completed,
  });

  it('completing every course of a classroom level completes that level of the channel', () => {
    expect(computeChannelLevels([course('level_1', 2), course('level_1', 2), course('level_2', 1)])).toEqual([
      { level: 1, completed: true },
      { level: 2, completed: false },
      { level: 3, completed: false },
    ]);
  });

  it('one unfinished course keeps its level open', () => {
    expect(computeChannelLevels([course('level_1', 2), course('level_1', 1)])[0]).toEqual({
      level: 1,
      completed: false,
    });
  });

  it('a level without any course is not completed', () => {
    expect(computeChannelLevels([]).every((level) => !level.completed)).toBe(true);
  });
});

describe('reading progress (spec 9)', () => {
  it('is the share of the lesson above the viewport’s bottom, whole, from 0 to 100', () => {
    expect(readingPercent(900, 2000, 800)).toBe(0);
    expect(readingPercent(100, 2000, 800)).toBe(35);
    expect(readingPercent(-1500, 2000, 800)).toBe(100);
    expect(readingPercent(0, 0, 800)).toBe(100);
  });

  it('is tracked for lessons read in the page, not for media or links', () => {
    expect(isReadContent('support')).toBe(true);
    expect(isReadContent('excel')).toBe(true);
    expect(isReadContent('pdf')).toBe(true);
    expect(isReadContent('video')).toBe(false);
    expect(isReadContent('link')).toBe(false);
  });
});

describe('chapter timestamps (replay authoring)', () => {
  it('reads mm:ss and h:mm:ss, and nothing else', () => {
    expect(parseTimestamp('00:00')).toBe(0);
    expect(parseTimestamp('12:30')).toBe(750);
    expect(parseTimestamp('95:05')).toBe(5705);
    expect(parseTimestamp('1:02:03')).toBe(3723);
    for (const text of ['7h', '12:60', '1:60:00', '12', '', 'a:bc']) expect(parseTimestamp(text), text).toBeNull();
  });

  it('writes m:ss and h:mm:ss back', () => {
    expect(formatTimestamp(750)).toBe('12:30');
    expect(formatTimestamp(3723)).toBe('1:02:03');
    expect(parseTimestamp(formatTimestamp(5705))).toBe(5705);
  });
});
