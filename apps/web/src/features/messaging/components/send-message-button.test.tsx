import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadNamespaces } from '../../../lib/i18n';
import { jsonResponse, requestUrl } from '../../../testing/fetch';
import { LocationProbe, renderWithProviders } from '../../../testing/render';
import { makeDiscussion } from '../../../testing/discussions';
import { makeUser } from '../../../testing/users';
import { SendMessageButton } from './send-message-button';

describe('SendMessageButton', () => {
  afterEach(() => vi.unstubAllGlobals());

  async function setup(recipientIds: string[], targetId: string | null = null) {
    await loadNamespaces(['messaging']);
    const discussion = makeDiscussion({ id: 'group-1', type: 'GROUP' });
    const fetchMock = vi.fn((_input: string | URL | Request, _init?: RequestInit) =>
      Promise.resolve(jsonResponse({ discussion, isNew: true }, 201)),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(
      <SendMessageButton recipientIds={recipientIds} uid="me" channel="immobilier" targetId={targetId} />,
      { user: makeUser(), path: '/users/other', routes: [{ path: '/mon-suivi/messages', element: <LocationProbe /> }] },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer un message' }));
    return fetchMock;
  }

  it('opens the conversation with one member without creating anything (issue 34: a draft)', async () => {
    const fetchMock = await setup(['other']);
    expect(await screen.findByTestId('location')).toHaveTextContent('/mon-suivi/messages?to=other');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('creates (or reuses) a group of several members, then opens it', async () => {
    const fetchMock = await setup(['other', 'third'], 'project-1');
    expect(await screen.findByTestId('location')).toHaveTextContent('/mon-suivi/messages?id=group-1');
    expect(requestUrl(fetchMock.mock.calls[0]![0])).toBe('/api/discussions');
  });
});
