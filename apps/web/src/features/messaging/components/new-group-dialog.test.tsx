import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadNamespaces } from '../../../lib/i18n';
import { makeDiscussion } from '../../../testing/discussions';
import { jsonResponse, requestUrl } from '../../../testing/fetch';
import { renderWithProviders } from '../../../testing/render';
import { makeUser } from '../../../testing/users';
import { NewGroupDialog } from './new-group-dialog';

const discussion = makeDiscussion({
  type: 'GROUP',
  name: 'Projet',
  membersIds: ['uid-claire', 'u-julien'],
  adminsIds: ['uid-claire', 'u-julien'],
});

describe('NewGroupDialog member search', () => {
  afterEach(() => vi.unstubAllGlobals());

  async function setup({ canSearchMembers = true } = {}) {
    await loadNamespaces(['messaging', 'common']);
    const fetchMock = vi.fn((input: string | URL | Request, _init?: RequestInit) => {
      const url = requestUrl(input);
      if (url.startsWith('/api/users?')) {
        return Promise.resolve(
          jsonResponse({ users: [{ uid: 'u-julien', displayName: 'Julien Moreau', pictureUrl: null }] }),
        );
      }
      return Promise.resolve(jsonResponse({ discussion, isNew: true }, 201));
    });
    vi.stubGlobal('fetch', fetchMock);
    const onCreated = vi.fn();
    renderWithProviders(
      <NewGroupDialog
        open
        onOpenChange={() => {}}
        channel="immobilier"
        contactIds={[]}
        canSearchMembers={canSearchMembers}
        onCreated={onCreated}
      />,
      { user: makeUser() },
    );
    return { fetchMock, onCreated };
  }

  it('searches the channel as the member types, once, and creates the group with the chosen member', async () => {
    const { fetchMock, onCreated } = await setup();
    const search = await screen.findByRole('searchbox', { name: 'Rechercher un membre' });
    await userEvent.type(search, 'jul{Enter}');
    const julien = await screen.findByRole('checkbox', { name: 'Julien Moreau' });
    const searches = fetchMock.mock.calls.filter(([input]) => requestUrl(input).startsWith('/api/users'));
    expect(searches.map(([input]) => requestUrl(input))).toEqual(['/api/users?q=jul&channel=immobilier']);

    await userEvent.click(julien);
    expect(screen.getByText('1 membre choisi')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retirer Julien Moreau' })).toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: 'Nom du groupe' }), 'Projet');
    await userEvent.click(screen.getByRole('button', { name: 'Créer le groupe' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    const post = fetchMock.mock.calls.find(([input]) => requestUrl(input) === '/api/discussions');
    expect(JSON.parse(post?.[1]?.body as string)).toEqual({
      channel: 'immobilier',
      type: 'GROUP',
      memberIds: ['u-julien'],
      name: 'Projet',
    });
  });

  it('removes a chosen member with the keyboard', async () => {
    await setup();
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Rechercher un membre' }), 'jul');
    const julien = await screen.findByRole('checkbox', { name: 'Julien Moreau' });
    julien.focus();
    await userEvent.keyboard(' ');
    expect(julien).toBeChecked();
    screen.getByRole('button', { name: 'Retirer Julien Moreau' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(julien).not.toBeChecked();
    expect(screen.queryByText('1 membre choisi')).not.toBeInTheDocument();
  });

  it('offers no member search to a member without the network (starter-MDB): contacts only', async () => {
    await setup({ canSearchMembers: false });
    expect(await screen.findByRole('textbox', { name: 'Nom du groupe' })).toBeInTheDocument();
    expect(screen.queryByRole('searchbox', { name: 'Rechercher un membre' })).not.toBeInTheDocument();
  });
});
