import type { MeResponse } from '@campus/domain/account';
import { MDB_ADMIN, NO_FORMATIONS } from '@campus/domain/rights';
import { CHANNEL_SLUGS, type ChannelSlug } from '@campus/domain/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { renderWithProviders } from '../../../testing/render';
import { makeUser } from '../../../testing/users';
import { SidebarMenu } from './sidebar-menu';

const TOP_TITLES = [
  'Tableau de bord',
  'Mon réseau',
  'Mes évènements',
  "L'Incubateur (MDB)",
  'Mes replays',
  'Mes ressources utiles',
  'Nutrition',
];

const FULL = TOP_TITLES.slice(0, 6);
const NO_INCUBATOR = ['Tableau de bord', 'Mon réseau', 'Mes évènements', 'Mes replays', 'Mes ressources utiles'];

const admin = makeUser({ permissions: [MDB_ADMIN], userChannels: [...CHANNEL_SLUGS] });
const mdb = makeUser({ formations: { ...NO_FORMATIONS, mdb: true, air: true }, isAmbassador: true });
const air = makeUser({ formations: { ...NO_FORMATIONS, air: true }, userChannels: ['immobilier', 'entrepreneuriat'] });
const starter = makeUser({ formations: { ...NO_FORMATIONS, mdb: true, starter_mdb: true } });
const sport = makeUser({ formations: { ...NO_FORMATIONS, sport: true }, userChannels: ['sport', 'base'] });
const prospect = makeUser({ isCustomer: false });

function renderMenu(
  user: MeResponse,
  channel: ChannelSlug,
  layout: 'default' | 'mdb' = 'default',
  path = '/mes-replays',
) {
  sessionStore.set({ activeChannel: channel });
  renderWithProviders(<SidebarMenu layout={layout} />, { user, path });
  return screen.getByRole('navigation', { name: 'Menu principal' });
}

const topTitles = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('link')
    .map((link) => link.textContent)
    .filter((title): title is string => title !== null && TOP_TITLES.includes(title));

describe('the sidebar per channel and right (spec 2.4)', () => {
  it.each([
    { who: 'an admin', user: admin, channel: 'immobilier', expected: FULL },
    { who: 'an admin', user: admin, channel: 'entrepreneuriat', expected: NO_INCUBATOR },
    { who: 'an admin', user: admin, channel: 'finance', expected: ['Tableau de bord'] },
    { who: 'an admin', user: admin, channel: 'base', expected: ['Tableau de bord'] },
    { who: 'an admin', user: admin, channel: 'sport', expected: ['Nutrition'] },
    { who: 'an MDB member', user: mdb, channel: 'immobilier', expected: FULL },
    { who: 'an AIR member', user: air, channel: 'immobilier', expected: NO_INCUBATOR },
    { who: 'an AIR member', user: air, channel: 'entrepreneuriat', expected: NO_INCUBATOR },
    {
      who: 'a starter-MDB member',
      user: starter,
      channel: 'immobilier',
      expected: ['Tableau de bord', "L'Incubateur (MDB)", 'Mes replays', 'Mes ressources utiles'],
    },
    { who: 'a sport member', user: sport, channel: 'sport', expected: ['Nutrition'] },
    {
      who: 'a prospect',
      user: prospect,
      channel: 'immobilier',
      expected: ['Tableau de bord', 'Mes évènements', 'Mes replays', 'Mes ressources utiles'],
    },
  ] as const)('$who on $channel sees $expected', ({ user, channel, expected }) => {
    expect(topTitles(renderMenu(user, channel))).toEqual(expected);
  });

  it('shows the network sub-pages under Mon réseau for an AIR member on immobilier', () => {
    const menu = renderMenu(air, 'immobilier');
    for (const title of [
      'Mes coachs',
      'Les membres',
      'Les ambassadeurs',
      'Les partenaires',
      'Les rencontres',
      'Bons contacts',
      'Deals off market',
    ]) {
      expect(within(menu).getByRole('link', { name: title })).toBeInTheDocument();
    }
    expect(within(menu).queryByRole('link', { name: 'Les mentors' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Bons contacts' })).toHaveAttribute(
      'href',
      '/mon-reseau/bons-contacts',
    );
  });

  it('opens the built-in association engine', () => {
    const menu = renderMenu(mdb, 'immobilier');
    const link = within(menu).getByRole('link', { name: "Moteur d'association" });
    expect(link).toHaveAttribute('href', '/mdb/associations');
    expect(link).not.toHaveAttribute('target');
  });

  it('shows Administration only with the admin permission', () => {
    expect(
      within(renderMenu(mdb, 'immobilier')).queryByRole('link', { name: 'Administration' }),
    ).not.toBeInTheDocument();
  });

  it('points the MDB layout to its own contacts and deals pages', () => {
    const menu = renderMenu(mdb, 'immobilier', 'mdb');
    expect(within(menu).getByRole('link', { name: 'Bons contacts' })).toHaveAttribute(
      'href',
      '/mon-reseau/bon-contacts',
    );
    expect(within(menu).getByRole('link', { name: 'Deals off market' })).toHaveAttribute('href', '/circle/market');
  });

  it('marks the current page in the menu', () => {
    const menu = renderMenu(mdb, 'immobilier', 'default', '/mes-replays');
    expect(within(menu).getByRole('link', { name: 'Mes replays' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Tableau de bord' })).not.toHaveAttribute('aria-current');
  });

  it('draws each item with its spec icon', () => {
    const menu = renderMenu(mdb, 'immobilier');
    const icon = (title: string) => within(menu).getByRole('link', { name: title }).querySelector('svg')?.dataset.icon;
    expect(icon('Tableau de bord')).toBe('dashboard');
    expect(icon('Mon réseau')).toBe('classroom');
    expect(icon('Mes évènements')).toBe('events');
    expect(icon("L'Incubateur (MDB)")).toBe('mdb');
    expect(icon('Mes replays')).toBe('mediacenter');
    expect(icon('Mes ressources utiles')).toBe('ressources');
  });
});
