import type { Notification } from '@campus/domain/messaging';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { latestNotifications } from '../notifications';
import { LatestNotificationsView } from './latest-notifications-card';

const notification = (id: string, date: string, targetIds: string[]): Notification => ({
  id,
  channel: 'immobilier',
  date,
  kind: targetIds.length > 0 ? 'event-join' : 'global',
  data: {},
  text: `Notification ${id}`,
  link: null,
  targetIds,
  readBy: [],
});

const view = (status: 'loading' | 'error' | 'ready', notifications: Notification[]) =>
  renderWithProviders(
    <LatestNotificationsView
      status={status}
      notifications={notifications}
      uid="me"
      lastSignIn={null}
      notificationsHref="/mon-suivi/notifications"
      icon={null}
    />,
  );

describe('the dashboard’s latest notifications', () => {
  it('keeps the five newest of own and global notifications, newest first', () => {
    const own = ['1', '3', '5', '7'].map((day) => notification(`own-${day}`, `2026-01-0${day}T00:00:00.000Z`, ['me']));
    const global = ['2', '4', '6'].map((day) => notification(`global-${day}`, `2026-01-0${day}T00:00:00.000Z`, []));
    expect(latestNotifications(own, global).map((item) => item.id)).toEqual([
      'own-7',
      'global-6',
      'own-5',
      'global-4',
      'own-3',
    ]);
  });

  it('lists them under its title with a link to every notification', () => {
    view('ready', [notification('a', '2026-01-02T00:00:00.000Z', ['me'])]);
    const list = screen.getByRole('list', { name: 'Dernières notifications' });
    expect(within(list).getByText('Notification a')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Toutes les notifications' })).toHaveAttribute(
      'href',
      '/mon-suivi/notifications',
    );
  });

  it('says when there is none and when they could not load', () => {
    view('ready', []);
    expect(screen.getByText('Aucune notification pour le moment')).toBeInTheDocument();
    view('error', []);
    expect(screen.getByText("Nous n'avons pas pu charger vos notifications.")).toBeInTheDocument();
  });
});
