import type { BlockedMember } from '@campus/domain/blocks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from '../../../components/toaster';
import { jsonResponse, requestUrl, sentRequests, stubFetch } from '../../../testing/fetch';
import { renderWithProviders } from '../../../testing/render';
import { makeUser } from '../../../testing/users';
import { BlockMemberButton } from './block-member-button';

const fetchMock = stubFetch();
const SOPHIE: BlockedMember = {
  uid: 'sophie',
  displayName: 'Sophie Martin',
  pictureUrl: null,
  since: '2026-11-27T10:00:00.000Z',
};

/** The blocks list answers what PUT and DELETE leave; `listStatus` other than 200 fails it. */
function serve(initial: BlockedMember[], listStatus = 200) {
  let blocked = initial;
  fetchMock.mockImplementation((input, init) => {
    const url = requestUrl(input);
    if (url === '/api/me/blocks') {
      return Promise.resolve(
        listStatus === 200 ? jsonResponse({ items: blocked }) : jsonResponse({ error: 'Erreur' }, listStatus),
      );
    }
    if (url === '/api/members/sophie/block' && init?.method === 'PUT') {
      blocked = [SOPHIE];
      return Promise.resolve(jsonResponse({ blocked: SOPHIE }, 201));
    }
    if (url === '/api/members/sophie/block' && init?.method === 'DELETE') {
      blocked = [];
      return Promise.resolve(new Response(null, { status: 204 }));
    }
    return Promise.reject(new Error(`unexpected ${url}`));
  });
}

function render() {
  renderWithProviders(
    <>
      <BlockMemberButton uid="sophie" name="Sophie Martin" />
      <Toaster />
    </>,
    { user: makeUser() },
  );
}

describe('the Bloquer button (issue 32)', () => {
  it('asks first, saying what blocking does, then blocks and becomes Débloquer', async () => {
    serve([]);
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Bloquer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bloquer Sophie Martin\u00a0?' });
    expect(dialog).toHaveTextContent('ne pourra plus démarrer de discussion avec vous ni vous ajouter à un groupe');
    expect(dialog).toHaveTextContent('n’en sera pas averti');
    // Cancelling blocks nobody.
    await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(sentRequests(fetchMock).map((sent) => sent.request)).toEqual(['GET /api/me/blocks']);

    await userEvent.click(screen.getByRole('button', { name: 'Bloquer' }));
    const confirm = await screen.findByRole('dialog', { name: 'Bloquer Sophie Martin\u00a0?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Bloquer' }));
    expect(await screen.findByRole('button', { name: 'Débloquer' })).toBeVisible();
    expect(await screen.findByText('Sophie Martin est bloqué')).toBeVisible();
    expect(sentRequests(fetchMock).map((sent) => sent.request)).toContain('PUT /api/members/sophie/block');
  });

  it('unblocks a blocked member at once', async () => {
    serve([SOPHIE]);
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Débloquer' }));
    expect(await screen.findByRole('button', { name: 'Bloquer' })).toBeVisible();
    expect(await screen.findByText('Sophie Martin est débloqué')).toBeVisible();
  });

  it('offers nothing until the list is known, nor when it fails', async () => {
    serve([], 500);
    render();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: /bloquer/i })).toBeNull();
  });
});
