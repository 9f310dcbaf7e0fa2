import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { makeUser } from '../../../testing/users';
import { emptyHeaderPopupSource, type HeaderPopupContent, type HeaderPopupSources } from '../header-popups';
import { Header } from './header';

const EMPTY_SOURCES: HeaderPopupSources = {
  calendar: emptyHeaderPopupSource,
  messages: emptyHeaderPopupSource,
  notifications: emptyHeaderPopupSource,
};

function renderHeader(sources: HeaderPopupSources = EMPTY_SOURCES, user = makeUser()) {
  return renderWithProviders(<Header layout="default" title="Mes replays" popupSources={sources} />, {
    user,
    path: '/mes-replays',
  });
}

const POPUPS = [
  {
    button: 'Calendrier',
    title: 'Mes évènements à venir',
    empty: 'Aucun évènement à venir',
    link: 'Voir tous les évènements',
    href: '/mon-suivi/calendrier',
  },
  {
    button: 'Messages',
    title: 'Mes messages',
    empty: 'Aucun message pour le moment',
    link: 'Voir tous les messages',
    href: '/mon-suivi/messages',
  },
  {
    button: 'Notifications',
    title: 'Mes notifications',
    empty: 'Aucune notification pour le moment',
    link: 'Voir toutes les notifications',
    href: '/mon-suivi/notifications',
  },
];

describe('the header popups (spec 2.5)', () => {
  it.each(POPUPS)('$button opens a dialog titled $title with its empty text and button', async (popup) => {
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: popup.button }));
    const dialog = await screen.findByRole('dialog', { name: popup.title });
    expect(within(dialog).getByRole('heading', { name: popup.title })).toBeInTheDocument();
    expect(within(dialog).getByText(popup.empty)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: popup.link })).toHaveAttribute('href', popup.href);
  });

  it('opens only one popup at a time', async () => {
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    await screen.findByRole('dialog', { name: 'Mes notifications' });
    await userEvent.click(screen.getByRole('button', { name: 'Messages' }));
    await screen.findByRole('dialog', { name: 'Mes messages' });
    expect(screen.queryByRole('dialog', { name: 'Mes notifications' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('closes the open popup when its button is clicked again', async () => {
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Messages' }));
    await screen.findByRole('dialog', { name: 'Mes messages' });
    await userEvent.click(screen.getByRole('button', { name: 'Messages' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes the open popup with Escape', async () => {
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Calendrier' }));
    await screen.findByRole('dialog', { name: 'Mes évènements à venir' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('gives focus back to its button when Escape closes it', async () => {
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    await screen.findByRole('dialog', { name: 'Mes notifications' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications' })).toHaveFocus());
  });

  it('leaves focus in the next popup when the member goes from one to another', async () => {
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    await screen.findByRole('dialog', { name: 'Mes notifications' });
    await userEvent.click(screen.getByRole('button', { name: 'Messages' }));
    const messages = await screen.findByRole('dialog', { name: 'Mes messages' });
    await waitFor(() => expect(messages).toContainElement(document.activeElement as HTMLElement));
  });

  it('shows no badge while the counts are zero', () => {
    renderHeader();
    for (const name of ['Calendrier', 'Messages', 'Notifications']) {
      expect(screen.getByRole('button', { name })).toHaveTextContent(/^$/);
    }
  });

  it('shows the count a feature gives as visible text, 99+ past 99', () => {
    const counting = (count: number) => ({ useContent: (): HeaderPopupContent => ({ count, list: null }) });
    renderHeader({ calendar: counting(0), messages: counting(3), notifications: counting(120) });
    expect(screen.getByRole('button', { name: 'Messages' })).toHaveTextContent('3');
    expect(screen.getByRole('button', { name: 'Notifications' })).toHaveTextContent('99+');
    expect(screen.getByRole('button', { name: 'Calendrier' })).toHaveTextContent(/^$/);
  });

  it('describes the calendar count as sessions to come, the others as unread (issue 34)', () => {
    const counting = (count: number) => ({ useContent: (): HeaderPopupContent => ({ count, list: null }) });
    renderHeader({ calendar: counting(2), messages: counting(3), notifications: counting(1) });
    expect(screen.getByRole('button', { name: 'Calendrier' })).toHaveAccessibleDescription('2 sessions à venir');
    expect(screen.getByRole('button', { name: 'Messages' })).toHaveAccessibleDescription('3 non lus');
    expect(screen.getByRole('button', { name: 'Notifications' })).toHaveAccessibleDescription('1 non lu');
  });

  it("shows a feature's list instead of the empty text and tells it the popup opened", async () => {
    const onOpen = vi.fn();
    const notifications = {
      useContent: (): HeaderPopupContent => ({
        count: 1,
        list: (
          <ul>
            <li>Nouvelle session de formation</li>
          </ul>
        ),
        onOpen,
      }),
    };
    renderHeader({ ...EMPTY_SOURCES, notifications });
    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mes notifications' });
    expect(within(dialog).getByText('Nouvelle session de formation')).toBeInTheDocument();
    expect(within(dialog).queryByText('Aucune notification pour le moment')).not.toBeInTheDocument();
    expect(onOpen).toHaveBeenCalledOnce();
  });
});

describe('the header', () => {
  it('shows the page title', () => {
    renderHeader();
    expect(screen.getByText('Mes replays')).toBeInTheDocument();
  });

  it('holds a profile menu with Mon compte and Se déconnecter', async () => {
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Mon profil' }));
    const account = await screen.findByRole('menuitem', { name: 'Mon compte' });
    expect(account).toHaveAttribute('href', '/mon-compte/mon-profil');
    expect(screen.getByRole('menuitem', { name: 'Se déconnecter' })).toHaveAttribute('href', '/logout');
    expect(screen.queryByRole('menuitem', { name: 'Tâches de fond' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Membres' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Ventes' })).not.toBeInTheDocument();
  });

  it('leads an admin to the members and the background jobs from the profile menu', async () => {
    renderHeader(EMPTY_SOURCES, makeUser({ permissions: ['MDB_ADMIN'] }));
    await userEvent.click(screen.getByRole('button', { name: 'Mon profil' }));
    const members = await screen.findByRole('menuitem', { name: 'Membres' });
    expect(members).toHaveAttribute('href', '/administration/membres');
    const jobs = screen.getByRole('menuitem', { name: 'Tâches de fond' });
    expect(jobs).toHaveAttribute('href', '/administration/taches');
  });

  it("leads an admin to the shop's offers, sales, subscriptions and revenue from the profile menu", async () => {
    renderHeader(EMPTY_SOURCES, makeUser({ permissions: ['MDB_ADMIN'] }));
    await userEvent.click(screen.getByRole('button', { name: 'Mon profil' }));
    expect(await screen.findByRole('menuitem', { name: 'Formules' })).toHaveAttribute(
      'href',
      '/administration/formules',
    );
    expect(screen.getByRole('menuitem', { name: 'Ventes' })).toHaveAttribute('href', '/administration/ventes');
    expect(screen.getByRole('menuitem', { name: 'Abonnements' })).toHaveAttribute(
      'href',
      '/administration/abonnements',
    );
    expect(screen.getByRole('menuitem', { name: "Chiffre d'affaires" })).toHaveAttribute(
      'href',
      '/administration/chiffre-d-affaires',
    );
  });

  it('lists the channels in the switcher with their names', async () => {
    renderWithProviders(<Header layout="default" title={null} popupSources={EMPTY_SOURCES} />, {
      user: makeUser({ userChannels: ['immobilier', 'entrepreneuriat'] }),
    });
    const [desktopSwitcher] = screen.getAllByRole('button', { name: 'Changer de chaîne' });
    expect(desktopSwitcher).toHaveTextContent('Immobilier');
    await act(async () => {
      await userEvent.click(desktopSwitcher!);
    });
    expect(await screen.findByRole('menuitem', { name: 'Business' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Immobilier' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Finance' })).not.toBeInTheDocument();
  });
});
