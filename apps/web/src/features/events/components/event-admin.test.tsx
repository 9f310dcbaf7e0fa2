import { EVENT_MESSAGES } from '@campus/domain/events';
import { VIOLATION_MESSAGES } from '@campus/domain/shared';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/toaster';
import { jsonResponse, requestUrl } from '../../../testing/fetch';
import { renderWithProviders } from '../../../testing/render';
import { makeUser } from '../../../testing/users';
import { makeEvent, makeSession } from '../testing/event-fixtures';
import { CreateEventButton } from './create-event-button';
import { EventCard } from './event-card';

type Answer = (url: string, init: RequestInit | undefined) => Response;

/** Stubs fetch with `answer` and keeps every call (method, URL, JSON body). */
function stubApi(answer: Answer) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string | URL | Request, init?: RequestInit) => {
      const url = requestUrl(input);
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ method: init?.method ?? 'GET', url, body });
      return Promise.resolve(answer(url, init));
    }),
  );
  return calls;
}

const writes = (calls: ReturnType<typeof stubApi>) => calls.filter((call) => call.method !== 'GET');

function render(ui: ReactElement) {
  return renderWithProviders(
    <>
      {ui}
      <Toaster />
    </>,
    { user: makeUser({ permissions: ['MDB_ADMIN'] }) },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('creating an event', () => {
  it('checks the fields with the server’s French messages before sending anything', async () => {
    const calls = stubApi(() => jsonResponse({ items: [] }));
    render(<CreateEventButton channels={['immobilier', 'finance']} defaultChannel="immobilier" />);
    await userEvent.click(screen.getByRole('button', { name: 'Créer un évènement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouvel évènement' });
    await userEvent.click(within(dialog).getByRole('button', { name: "Créer l'évènement" }));
    expect(await within(dialog).findByRole('textbox', { name: "Titre de l'évènement" })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(within(dialog).getAllByText(VIOLATION_MESSAGES.notBlank)).toHaveLength(2);
    expect(within(dialog).getByText(EVENT_MESSAGES.linkRequired)).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
  });

  it('sends the event with its sessions in ISO dates, then closes and says so', async () => {
    const calls = stubApi((url) =>
      url.endsWith('/api/events') ? jsonResponse({ event: makeEvent() }, 201) : jsonResponse({ items: [] }),
    );
    render(<CreateEventButton channels={['immobilier', 'finance']} defaultChannel="immobilier" />);
    await userEvent.click(screen.getByRole('button', { name: 'Créer un évènement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouvel évènement' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: "Titre de l'évènement" }), 'Webinaire fiscalité');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Chaîne' }), 'finance');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Plateforme' }), 'LIVESTORM');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Lien de connexion' }),
      'https://app.livestorm.co/x',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Titre de la session' }), 'Première partie');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ajouter une session' }));
    expect(within(dialog).getAllByRole('textbox', { name: 'Titre de la session' })).toHaveLength(2);
    await userEvent.type(within(dialog).getAllByRole('textbox', { name: 'Titre de la session' })[1]!, 'Seconde partie');
    await userEvent.click(within(dialog).getByRole('button', { name: "Créer l'évènement" }));

    expect(await screen.findByText("L'évènement a été créé")).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const [post] = writes(calls);
    expect(post).toMatchObject({
      method: 'POST',
      url: '/api/events',
      body: {
        channel: 'finance',
        mode: 'ONLINE',
        provider: 'LIVESTORM',
        link: 'https://app.livestorm.co/x',
        address: null,
        title: 'Webinaire fiscalité',
        capacity: 50,
        sessions: [{ title: 'Première partie', durationMinutes: 60 }, { title: 'Seconde partie' }],
      },
    });
    const startsAt = (post?.body as { sessions: { startsAt: string }[] }).sessions[0]?.startsAt;
    expect(startsAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/);
  });

  it('asks a physical event for an address and shows the server’s violations under their fields', async () => {
    const calls = stubApi(() =>
      jsonResponse({ error: 'Requête invalide', errors: { address: ['Adresse inconnue de nos services'] } }, 400),
    );
    render(<CreateEventButton channels={['immobilier']} defaultChannel="immobilier" />);
    await userEvent.click(screen.getByRole('button', { name: 'Créer un évènement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouvel évènement' });
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Format' }), 'PHYSICAL');
    expect(within(dialog).queryByRole('textbox', { name: 'Lien de connexion' })).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: "Titre de l'évènement" }), 'Visite');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Titre de la session' }), 'Matin');
    await userEvent.click(within(dialog).getByRole('button', { name: "Créer l'évènement" }));
    expect(await within(dialog).findByText(EVENT_MESSAGES.addressRequired)).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Adresse' }), '1 rue Nulle Part');
    await userEvent.click(within(dialog).getByRole('button', { name: "Créer l'évènement" }));
    expect(await within(dialog).findByText('Adresse inconnue de nos services')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Adresse' })).toHaveAttribute('aria-invalid', 'true');
    expect(writes(calls)).toHaveLength(1);
  });
});

describe('an event’s admin tools', () => {
  it('are not shown to members', () => {
    stubApi(() => jsonResponse({ items: [] }));
    render(<EventCard event={makeEvent()} />);
    expect(screen.queryByRole('button', { name: 'Modifier' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Supprimer' })).not.toBeInTheDocument();
  });

  it('edit the event from its current values, link included', async () => {
    const calls = stubApi(() => jsonResponse({ event: makeEvent({ capacity: 20 }) }));
    render(<EventCard event={makeEvent()} canEdit />);
    const tools = screen.getByRole('group', { name: "Gérer l'évènement Webinaire financement" });
    await userEvent.click(within(tools).getByRole('button', { name: 'Modifier' }));
    const dialog = await screen.findByRole('dialog', { name: "Modifier l'évènement" });
    expect(within(dialog).getByRole('textbox', { name: 'Lien de connexion' })).toHaveValue('https://zoom.us/j/123');
    expect(within(dialog).queryByRole('textbox', { name: 'Titre de la session' })).not.toBeInTheDocument();
    const capacity = within(dialog).getByRole('spinbutton', { name: 'Nombre de places par session' });
    await userEvent.clear(capacity);
    await userEvent.type(capacity, '20');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText("L'évènement a été enregistré")).toBeInTheDocument();
    expect(writes(calls)).toHaveLength(1);
    expect(writes(calls)[0]).toMatchObject({
      method: 'PUT',
      url: '/api/events/event-1',
      body: { capacity: 20, link: 'https://zoom.us/j/123', title: 'Webinaire financement' },
    });
  });

  it('delete the event only once confirmed and toast the server’s message', async () => {
    const calls = stubApi(() => jsonResponse({ message: EVENT_MESSAGES.deleted }));
    const onDeleted = vi.fn();
    render(<EventCard event={makeEvent()} canEdit onDeleted={onDeleted} />);
    const tools = screen.getByRole('group', { name: "Gérer l'évènement Webinaire financement" });
    await userEvent.click(within(tools).getByRole('button', { name: 'Supprimer' }));
    let dialog = await screen.findByRole('dialog', { name: "Supprimer l'évènement ?" });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(writes(calls)).toEqual([]);

    await userEvent.click(within(tools).getByRole('button', { name: 'Supprimer' }));
    dialog = await screen.findByRole('dialog', { name: "Supprimer l'évènement ?" });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText(EVENT_MESSAGES.deleted)).toBeInTheDocument();
    expect(writes(calls)).toEqual([{ method: 'DELETE', url: '/api/events/event-1', body: undefined }]);
    expect(onDeleted).toHaveBeenCalledOnce();
  });

  it('add a session, edit one, and delete one unless it is the last', async () => {
    const calls = stubApi((url, init) =>
      init?.method === 'DELETE'
        ? jsonResponse({ message: EVENT_MESSAGES.sessionDeleted })
        : jsonResponse({ event: makeEvent() }),
    );
    const { unmount } = render(<EventCard event={makeEvent()} canEdit />);
    expect(screen.queryByRole('button', { name: /^Supprimer la session/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter une session' }));
    let dialog = await screen.findByRole('dialog', { name: 'Nouvelle session' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Titre de la session' }), 'Rediffusion');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ajouter une session' }));
    expect(await screen.findByText('La session a été ajoutée')).toBeInTheDocument();
    expect(writes(calls)[0]).toMatchObject({
      method: 'POST',
      url: '/api/events/event-1/sessions',
      body: { title: 'Rediffusion', durationMinutes: 60 },
    });
    unmount();

    const second = makeSession({ id: 'session-2', title: 'Seconde partie' });
    render(<EventCard event={makeEvent({ sessions: [makeSession(), second] })} canEdit />);
    await userEvent.click(screen.getByRole('button', { name: 'Modifier la session Seconde partie' }));
    dialog = await screen.findByRole('dialog', { name: 'Modifier la session' });
    expect(within(dialog).getByRole('textbox', { name: 'Titre de la session' })).toHaveValue('Seconde partie');
    const duration = within(dialog).getByRole('spinbutton', { name: 'Durée (minutes)' });
    await userEvent.clear(duration);
    await userEvent.type(duration, '45');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('La session a été enregistrée')).toBeInTheDocument();
    expect(writes(calls)[1]).toMatchObject({
      method: 'PUT',
      url: '/api/events/sessions/session-2',
      body: { title: 'Seconde partie', durationMinutes: 45, startsAt: '2099-11-24T18:00:00.000Z' },
    });

    await userEvent.click(screen.getByRole('button', { name: 'Supprimer la session Seconde partie' }));
    dialog = await screen.findByRole('dialog', { name: 'Supprimer la session ?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText(EVENT_MESSAGES.sessionDeleted)).toBeInTheDocument();
    expect(writes(calls)[2]).toEqual({ method: 'DELETE', url: '/api/events/sessions/session-2', body: undefined });
  });

  it('confirm a deletion even when the live update removed the session before the server answered', async () => {
    const second = makeSession({ id: 'session-2', title: 'Seconde partie' });
    let liveUpdate = () => undefined as void;
    function LiveCard() {
      const [event, setEvent] = useState(makeEvent({ sessions: [makeSession(), second] }));
      liveUpdate = () => setEvent(makeEvent({ sessions: [makeSession()] }));
      return <EventCard event={event} canEdit />;
    }
    stubApi((_url, init) => {
      // The socket's change arrives first: the session's row, its tools and its dialog are gone.
      if (init?.method === 'DELETE') act(() => liveUpdate());
      return jsonResponse({ message: 'Session supprimée pendant la mise à jour' });
    });
    render(<LiveCard />);
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer la session Seconde partie' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer la session ?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Session supprimée pendant la mise à jour')).toBeInTheDocument();
    expect(screen.queryByText('Seconde partie')).not.toBeInTheDocument();
  });
});
