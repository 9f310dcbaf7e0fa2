import type { BlockedMember } from '@campus/domain/blocks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from '../../../components/toaster';
import { jsonResponse, requestUrl, stubFetch } from '../../../testing/fetch';
import { renderWithProviders } from '../../../testing/render';
import { makeUser } from '../../../testing/users';
import { BlockedMembersCard } from './blocked-members-card';

const fetchMock = stubFetch();
const member = (uid: string, displayName: string | null): BlockedMember => ({
  uid,
  displayName,
  pictureUrl: null,
  since: '2026-11-27T10:00:00.000Z',
});

function serve(initial: BlockedMember[], listStatus = 200) {
  let blocked = initial;
  fetchMock.mockImplementation((input, init) => {
    const url = requestUrl(input);
    if (url === '/api/me/blocks') {
      return Promise.resolve(
        listStatus === 200 ? jsonResponse({ items: blocked }) : jsonResponse({ error: 'Erreur' }, listStatus),
      );
    }
    const unblocked = /^\/api\/members\/([^/]+)\/block$/.exec(url)?.[1];
    if (unblocked && init?.method === 'DELETE') {
      blocked = blocked.filter((item) => item.uid !== unblocked);
      return Promise.resolve(new Response(null, { status: 204 }));
    }
    return Promise.reject(new Error(`unexpected ${url}`));
  });
}

function render() {
  renderWithProviders(
    <>
      <BlockedMembersCard />
      <Toaster />
    </>,
    { user: makeUser() },
  );
}

describe('Membres bloqués (Mon profil)', () => {
  it('lists each blocked member, since when, and unblocks one', async () => {
    serve([member('sophie', 'Sophie Martin'), member('karim', null)]);
    render();
    const list = await screen.findByRole('list', { name: 'Membres bloqués' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: 'Sophie Martin' })).toHaveAttribute('href', '/users/sophie');
    // A member without a name still has one to read.
    expect(within(list).getByRole('link', { name: 'Membre' })).toBeVisible();
    expect(within(list).getAllByText('Bloqué le 27/11/2026')).toHaveLength(2);

    await userEvent.click(within(list).getByRole('button', { name: 'Débloquer Sophie Martin' }));
    expect(await screen.findByText('Sophie Martin est débloqué')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Sophie Martin' })).toBeNull());
    expect(within(screen.getByRole('list', { name: 'Membres bloqués' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('says when no member is blocked', async () => {
    serve([]);
    render();
    expect(await screen.findByText('Vous n’avez bloqué aucun membre.')).toBeVisible();
  });

  it('says when the list could not load, and tries again', async () => {
    serve([], 500);
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Le chargement a échoué.');
    serve([member('sophie', 'Sophie Martin')]);
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('link', { name: 'Sophie Martin' })).toBeVisible();
  });
});
