import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadNamespaces } from '../../../lib/i18n';
import { jsonResponse, requestUrl, stubFetch } from '../../../testing/fetch';
import { renderWithProviders } from '../../../testing/render';
import { SeenMark, TypingIndicator } from './receipts-status';

const fetchMock = stubFetch();

function answerProfiles(names: Record<string, string>) {
  fetchMock.mockImplementation((input: string | URL | Request) => {
    const uid = Object.keys(names).find((id) => requestUrl(input).includes(`/user/${id}/`));
    return Promise.resolve(jsonResponse({ data: { uid, displayName: uid ? names[uid] : null, pictureUrl: null } }));
  });
}

describe('the typing indicator and Vu', () => {
  it('says who is typing in a direct discussion, by name', async () => {
    await loadNamespaces(['messaging']);
    answerProfiles({ 'uid-paul': 'Paul Durand' });
    renderWithProviders(<TypingIndicator uids={['uid-paul']} isGroup={false} />);
    expect(await screen.findByText("Paul Durand est en train d'écrire…")).toBeInTheDocument();
  });

  it('says « X écrit… » in a group, and « Plusieurs membres écrivent… » when several type', async () => {
    await loadNamespaces(['messaging']);
    answerProfiles({ 'uid-paul': 'Paul Durand' });
    const { rerender } = renderWithProviders(<TypingIndicator uids={['uid-paul']} isGroup />);
    expect(await screen.findByText('Paul Durand écrit…')).toBeInTheDocument();
    rerender(<TypingIndicator uids={['uid-paul', 'uid-lea']} isGroup />);
    expect(screen.getByText('Plusieurs membres écrivent…')).toBeInTheDocument();
  });

  it('keeps an empty live region when no one types', async () => {
    await loadNamespaces(['messaging']);
    const { container } = renderWithProviders(<TypingIndicator uids={[]} isGroup={false} />);
    expect(container.querySelector('[aria-live="polite"]')).toHaveTextContent('');
  });

  it('shows Vu once the other member read my last message, « Vu par N » in a group, nothing before', async () => {
    await loadNamespaces(['messaging']);
    const { rerender } = renderWithProviders(<SeenMark readers={[]} isGroup={false} />);
    expect(screen.queryByText('Vu')).not.toBeInTheDocument();
    rerender(<SeenMark readers={['uid-paul']} isGroup={false} />);
    expect(screen.getByText('Vu')).toBeInTheDocument();
    rerender(<SeenMark readers={['uid-paul', 'uid-lea']} isGroup />);
    expect(screen.getByText('Vu par 2 membres')).toBeInTheDocument();
  });
});
