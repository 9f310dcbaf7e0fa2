import type { RealtimeQuery } from '@campus/domain/realtime';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '../../testing/render';
import type { RealtimeState } from '../realtime/realtime-client';
import { ME_QUERY_KEY } from './me';
import { useLiveAccount } from './use-live-account';

type OnReady = (state: RealtimeState, isFirstSnapshot: boolean) => void;
let onFrame: OnReady | null = null;
const { follow } = vi.hoisted(() => ({
  follow: vi.fn((_query: RealtimeQuery, onReady: OnReady) => {
    onFrame = onReady;
    return () => (onFrame = null);
  }),
}));
vi.mock('../realtime/follow-after-first-paint', () => ({ followAfterFirstPaint: follow }));

const ready = { status: 'ready', documents: [], hasMore: false, isLoadingMore: false, error: null, unreadCount: null };

describe("the member's live account", () => {
  it('reads the member again when an admin changes their rights, not at the first snapshot', () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(ME_QUERY_KEY, { uid: 'u1' });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { unmount } = renderHook(() => useLiveAccount(), { wrapper });
    expect(follow).toHaveBeenCalledWith({ kind: 'account' }, expect.any(Function));

    onFrame?.(ready as RealtimeState, true);
    expect(invalidate).not.toHaveBeenCalled();
    onFrame?.(ready as RealtimeState, false);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ME_QUERY_KEY });

    unmount();
    expect(onFrame).toBeNull();
  });
});
