import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/toaster';
import { loadNamespaces } from '../../../lib/i18n';
import { jsonResponse, requestUrl } from '../../../testing/fetch';
import { renderWithProviders } from '../../../testing/render';
import { makeUser } from '../../../testing/users';
import { GlobalNotificationForm } from './global-notification-form';

const notification = {
  id: 'n1',
  channel: 'finance',
  date: '2026-01-01T00:00:00.000Z',
  kind: 'global',
  data: { text: 'Live demain' },
  text: 'Live demain',
  link: null,
  targetIds: [],
  readBy: [],
};

describe('GlobalNotificationForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  async function setup(answer: () => Response) {
    await loadNamespaces(['notifications']);
    const fetchMock = vi.fn((_input: string | URL | Request, _init?: RequestInit) => Promise.resolve(answer()));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(
      <>
        <GlobalNotificationForm channels={['immobilier', 'finance']} defaultChannel="immobilier" />
        <Toaster />
      </>,
      { user: makeUser({ userChannels: ['immobilier', 'finance'] }) },
    );
    return fetchMock;
  }

  it("offers only the admin's channels", async () => {
    await setup(() => jsonResponse({ notification }, 201));
    const select = screen.getByRole('combobox', { name: 'Chaîne' });
    expect(select).toHaveValue('immobilier');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Immobilier', 'Finance']);
  });

  it('shows the French message under the text and sends nothing when it is blank', async () => {
    const fetchMock = await setup(() => jsonResponse({ notification }, 201));
    await userEvent.type(screen.getByRole('textbox', { name: 'Texte de la notification' }), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer à la chaîne' }));
    expect(await screen.findByText('Ce champs est obligatoire')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Texte de la notification' })).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('limits the text to 500 characters', async () => {
    await setup(() => jsonResponse({ notification }, 201));
    expect(screen.getByRole('textbox', { name: 'Texte de la notification' })).toHaveAttribute('maxLength', '500');
    expect(screen.getByText('0 / 500 caractères')).toBeInTheDocument();
  });

  it('sends to the chosen channel, clears the text and confirms with a toast', async () => {
    const fetchMock = await setup(() => jsonResponse({ notification }, 201));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Chaîne' }), 'finance');
    const box = screen.getByRole('textbox', { name: 'Texte de la notification' });
    await userEvent.type(box, ' Live demain ');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer à la chaîne' }));
    expect(await screen.findByText('Notification envoyée à tous les membres de la chaîne')).toBeInTheDocument();
    await waitFor(() => expect(box).toHaveValue(''));
    const [input, init] = fetchMock.mock.calls[0]!;
    expect(requestUrl(input)).toBe('/api/notifications/global');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(init?.body as string)).toEqual({ channel: 'finance', text: 'Live demain' });
  });

  it("shows the server's violations under the field", async () => {
    await setup(() =>
      jsonResponse(
        { error: 'Données invalides', errors: { text: ['Cette valeur doit contenir au plus 500 caractères'] } },
        400,
      ),
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Texte de la notification' }), 'Bonjour');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer à la chaîne' }));
    expect(await screen.findByText('Cette valeur doit contenir au plus 500 caractères')).toBeInTheDocument();
    expect(screen.getByText('Données invalides')).toBeInTheDocument();
  });
});
