import { EVENT_MESSAGES, type EventSession } from '@campus/domain/events';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/toaster';
import { jsonResponse, requestUrl } from '../../../testing/fetch';
import { renderWithProviders } from '../../../testing/render';
import { makeUser } from '../../../testing/users';
import { makeSession } from '../testing/event-fixtures';
import { SessionActions } from './session-actions';

function renderActions(session: EventSession) {
  return renderWithProviders(
    <>
      <SessionActions session={session} />
      <Toaster />
    </>,
    { user: makeUser() },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('SessionActions', () => {
  it('offers to join a session with seats left, and nothing else but the .ics', () => {
    renderActions(makeSession());
    expect(screen.getByRole('button', { name: 'Participer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "Rejoindre la liste d'attente" })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Rejoindre la session' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter à mon agenda' })).toBeInTheDocument();
  });

  it('shows the join link and the quit button to a seat holder', () => {
    renderActions(makeSession({ participation: 'SEAT', joinUrl: 'https://zoom.us/j/1' }));
    expect(screen.getByRole('link', { name: 'Rejoindre la session' })).toHaveAttribute('href', 'https://zoom.us/j/1');
    expect(screen.getByRole('button', { name: 'Me désinscrire' })).toBeInTheDocument();
  });

  it('offers only the waitlist on a full session', () => {
    renderActions(makeSession({ seatsTaken: 10 }));
    expect(screen.getByRole('button', { name: "Rejoindre la liste d'attente" })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Participer' })).not.toBeInTheDocument();
  });

  it('toasts the server’s full message when the last seat went meanwhile', async () => {
    const fetchMock = vi.fn((input: string | URL | Request) =>
      Promise.resolve(
        requestUrl(input).includes('/join')
          ? jsonResponse({ error: EVENT_MESSAGES.full }, 409)
          : jsonResponse({ items: [] }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    // The page still shows one seat left: another member took it a moment ago.
    renderActions(makeSession({ seatsTaken: 9 }));
    await userEvent.click(screen.getByRole('button', { name: 'Participer' }));
    expect(await screen.findByText(EVENT_MESSAGES.full)).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(([input]) => requestUrl(input).endsWith('/api/events/sessions/session-1/join')),
    ).toBe(true);
  });

  it('offers nothing but the .ics once a session is over', () => {
    renderActions(makeSession({ participation: 'SEAT', joinUrl: 'https://zoom.us/j/1', liveState: 'TERMINATED' }));
    expect(screen.queryByRole('button', { name: 'Me désinscrire' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Rejoindre la session' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter à mon agenda' })).toBeInTheDocument();
  });
});
