import { defaultNotificationPreferences, type NotificationPreferences } from '@campus/domain/notifications';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from '../../../components/toaster';
import { jsonResponse, requestUrl, stubFetch } from '../../../testing/fetch';
import { renderWithProviders } from '../../../testing/render';
import { makeUser } from '../../../testing/users';
import { NotificationPreferencesPanel } from './notification-preferences-form';

const fetchMock = stubFetch();
const URL = '/api/me/notification-preferences';

/** GET answers the stored preferences (or `failure`); PUT stores its body and answers it. */
function serve(failure?: Response) {
  let stored = defaultNotificationPreferences();
  const puts: unknown[] = [];
  fetchMock.mockImplementation((input, init) => {
    if (requestUrl(input) !== URL) return Promise.reject(new Error(`unexpected ${requestUrl(input)}`));
    if (init?.method === 'PUT') {
      const body = JSON.parse(init.body as string) as NotificationPreferences;
      puts.push(body);
      stored = { ...stored, ...body };
      return Promise.resolve(jsonResponse(stored));
    }
    return Promise.resolve(failure ?? jsonResponse(stored));
  });
  return puts;
}

function render() {
  renderWithProviders(
    <>
      <NotificationPreferencesPanel />
      <Toaster />
    </>,
    {
      user: makeUser({
        channels: [
          { slug: 'immobilier', name: 'Immobilier' },
          { slug: 'entrepreneuriat', name: 'Business' },
        ],
      }),
    },
  );
}

describe('Mon compte > Notifications (issue 33)', () => {
  it('shows the defaults, and saves the switches and the digest together with a toast', async () => {
    const puts = serve();
    render();
    const directMessages = await screen.findByRole('switch', { name: /Messages privés non lus/ });
    expect(directMessages).toBeChecked();
    expect(screen.getByLabelText('Récapitulatif par e-mail')).toHaveValue('weekly');
    // This browser (jsdom) has no web push: the push section says so, and its switches still apply to other devices.
    expect(screen.getByText(/Ce navigateur ne permet pas les notifications push/)).toBeVisible();
    await userEvent.click(screen.getByRole('switch', { name: 'Nouveaux messages privés' }));
    // Claire follows two channels: she mutes Business.
    await userEvent.click(screen.getByRole('switch', { name: 'Business' }));

    await userEvent.click(directMessages);
    await userEvent.click(screen.getByRole('switch', { name: 'Nouvelles formations' }));
    await userEvent.selectOptions(screen.getByLabelText('Récapitulatif par e-mail'), 'Jamais');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Vos préférences de notification sont enregistrées.')).toBeVisible();
    expect(puts).toHaveLength(1);
    expect(puts[0]).toMatchObject({
      email: { directMessages: false, contracts: true, projectDecisions: true, digest: 'never' },
      site: { 'new-training': false, 'event-join': true },
      push: { directMessages: false, kinds: { 'new-training': true } },
      channels: { entrepreneuriat: false, immobilier: true },
    });
    expect(screen.getByRole('switch', { name: /Messages privés non lus/ })).not.toBeChecked();
  });

  it('says so when the preferences cannot be loaded, with a retry', async () => {
    serve(jsonResponse({ error: 'Erreur' }, 500));
    render();
    expect(await screen.findByText('Nous n’avons pas pu charger vos préférences de notification.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeVisible();
  });
});
