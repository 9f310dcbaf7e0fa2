import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../../testing/fetch';
import { makeDiscussion } from '../../../testing/discussions';
import { renderWithProviders } from '../../../testing/render';
import { DiscussionList } from './discussion-list';

const fetchMock = stubFetch();

const direct = makeDiscussion({
  membersIds: ['uid-me', 'uid-paul'],
  lastMessage: { date: '2026-01-01T00:00:00.000Z', text: 'À demain !', authorId: 'uid-paul', readBy: [] },
});

describe('DiscussionList', () => {
  it("shows a discussion at once and its member's name once known, asked after the list's paint, never « Membre Campus » meanwhile", async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderWithProviders(
      <DiscussionList
        state="member"
        discussions={{
          status: 'ready',
          documents: [direct],
          hasMore: false,
          isLoadingMore: false,
          error: null,
          unreadCount: null,
          isLoading: false,
          loadMore: () => undefined,
        }}
        uid="uid-me"
        selectedId={null}
        onSelect={() => undefined}
      />,
    );
    expect(screen.getByText('À demain !')).toBeInTheDocument();
    expect(screen.queryByText('Membre Campus')).not.toBeInTheDocument();
    // The name is not on the first screen: it is asked once that screen is painted, not by the render that shows it.
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Membre Campus')).not.toBeInTheDocument();
    answer(jsonResponse({ data: { uid: 'uid-paul', displayName: 'Paul Durand', pictureUrl: null } }));
    expect(await screen.findByText('Paul Durand')).toBeInTheDocument();
  });
});
