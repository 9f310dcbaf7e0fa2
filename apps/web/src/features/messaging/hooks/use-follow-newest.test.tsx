import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { followsNewest, isNearBottom, useFollowNewest } from './use-follow-newest';

describe('isNearBottom', () => {
  it('is true within 48 px of the bottom', () => {
    expect(isNearBottom({ scrollHeight: 1000, clientHeight: 400, scrollTop: 600 })).toBe(true);
    expect(isNearBottom({ scrollHeight: 1000, clientHeight: 400, scrollTop: 552 })).toBe(true);
    expect(isNearBottom({ scrollHeight: 1000, clientHeight: 400, scrollTop: 500 })).toBe(false);
  });
});

describe('followsNewest', () => {
  it("follows on opening and on one's own message, another's only at the bottom", () => {
    expect(followsNewest({ isFirst: true, isMine: false, wasNearBottom: false })).toBe(true);
    expect(followsNewest({ isFirst: false, isMine: true, wasNearBottom: false })).toBe(true);
    expect(followsNewest({ isFirst: false, isMine: false, wasNearBottom: true })).toBe(true);
    expect(followsNewest({ isFirst: false, isMine: false, wasNearBottom: false })).toBe(false);
  });
});

type Newest = { id: string; isMine: boolean };

describe('useFollowNewest', () => {
  function pane() {
    const element = document.createElement('div');
    Object.defineProperty(element, 'scrollHeight', { configurable: true, value: 1000 });
    Object.defineProperty(element, 'clientHeight', { configurable: true, value: 400 });
    return element;
  }

  it('scrolls to the newest on opening, keeps the place of a member reading older ones, follows their own', () => {
    const element = pane();
    const { result, rerender } = renderHook(
      ({ newest }: { newest: Newest | null }) => {
        const follow = useFollowNewest(newest);
        follow.pane.current = element;
        return follow.onScroll;
      },
      { initialProps: { newest: null as Newest | null } },
    );
    expect(element.scrollTop).toBe(0);
    rerender({ newest: { id: 'm1', isMine: false } });
    expect(element.scrollTop).toBe(1000);

    // The member scrolls up to read: another's message does not move them.
    element.scrollTop = 100;
    result.current();
    rerender({ newest: { id: 'm2', isMine: false } });
    expect(element.scrollTop).toBe(100);
    // Their own message does.
    rerender({ newest: { id: 'm3', isMine: true } });
    expect(element.scrollTop).toBe(1000);
    // Back at the bottom, another's message follows.
    result.current();
    element.scrollTop = 600;
    result.current();
    rerender({ newest: { id: 'm4', isMine: false } });
    expect(element.scrollTop).toBe(1000);
  });
});
