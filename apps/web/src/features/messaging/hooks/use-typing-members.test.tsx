import type { MemberActivity, Message } from '@campus/domain/messaging';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTypingMembers } from './use-typing-members';
import { useTypingNotifier } from './use-typing-notifier';

const typing = (id: string, typingAt: string): MemberActivity => ({ id, date: typingAt, readAt: null, typingAt });
/** Moves the clock, running the timers it passes, and renders what they changed. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const message = (authorId: string, date: string): Message => ({
  id: `m-${date}`,
  discussionId: 'd1',
  date,
  authorId,
  text: 'Salut',
});

describe('the typing indicator', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function render(activities: MemberActivity[], messages: Message[] = []) {
    return renderHook(({ activities: shown, messages: posted }) => useTypingMembers(shown, posted), {
      initialProps: { activities, messages },
    });
  }

  it('shows a member typing, then drops them 6 s after the last event', async () => {
    const hook = render([typing('you', '2026-11-27T10:00:00.000Z')]);
    expect(hook.result.current).toEqual(['you']);
    await advance(5_900);
    expect(hook.result.current).toEqual(['you']);
    await advance(200);
    expect(hook.result.current).toEqual([]);
  });

  it('keeps the indicator while news arrives, each event restarting the 6 s', async () => {
    const hook = render([typing('you', '2026-11-27T10:00:00.000Z')]);
    await advance(3_000);
    hook.rerender({ activities: [typing('you', '2026-11-27T10:00:03.000Z')], messages: [] });
    await advance(5_000);
    expect(hook.result.current).toEqual(['you']);
    await advance(1_100);
    expect(hook.result.current).toEqual([]);
  });

  it('drops a member once they posted a message, and ignores markers without typing', () => {
    const read: MemberActivity = {
      id: 'other',
      date: '2026-11-27T09:00:00.000Z',
      readAt: '2026-11-27T09:00:00.000Z',
      typingAt: null,
    };
    const hook = render([typing('you', '2026-11-27T10:00:00.000Z'), read]);
    expect(hook.result.current).toEqual(['you']);
    hook.rerender({
      activities: [typing('you', '2026-11-27T10:00:00.000Z'), read],
      messages: [message('you', '2026-11-27T10:00:02.000Z')],
    });
    expect(hook.result.current).toEqual([]);
  });
});

describe('sending typing', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('tells the server at most once per 3 s while the member types', async () => {
    const send = vi.fn();
    const { result } = renderHook(() => useTypingNotifier('d1', true, send));
    result.current();
    result.current();
    await advance(2_900);
    result.current();
    expect(send).toHaveBeenCalledTimes(1);
    await advance(100);
    result.current();
    expect(send).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenCalledWith('d1');
  });

  it('sends nothing when the member hides theirs', () => {
    const send = vi.fn();
    const { result } = renderHook(() => useTypingNotifier('d1', false, send));
    result.current();
    expect(send).not.toHaveBeenCalled();
  });
});
