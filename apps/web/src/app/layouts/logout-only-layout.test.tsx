import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { makeUser } from '../../testing/users';
import DefaultLayout from './default-layout';
import LogoutOnlyLayout from './logout-only-layout';

describe("a prospect's space", () => {
  it('offers a prospect only the offers and their account, beside the sign-out link', () => {
    renderWithProviders(<LogoutOnlyLayout />, { path: '/anonymous', user: makeUser({ isCustomer: false }) });
    const menu = screen.getByRole('navigation', { name: 'Menu principal' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Nos formules', '/anonymous'],
      ['Mon compte', '/mon-compte'],
    ]);
    expect(screen.getByRole('link', { name: 'Se déconnecter' })).toBeInTheDocument();
  });

  it("keeps a prospect's account pages in that space, away from the member shell", async () => {
    renderWithProviders(<DefaultLayout />, { path: '/mon-compte', user: makeUser({ isCustomer: false }) });
    // The prospect's layout loads for prospects only.
    const menu = await screen.findByRole('navigation', { name: 'Menu principal' });
    expect(within(menu).getAllByRole('link')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Calendrier/ })).not.toBeInTheDocument();
  });

  it('shows a customer on a checkout no prospect menu', () => {
    renderWithProviders(<LogoutOnlyLayout />, { path: '/paiement/chk_1', user: makeUser() });
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).not.toBeInTheDocument();
  });

  it('opens on « Aller au contenu », the first link, leading to the main content (the signing page, issue 34)', () => {
    renderWithProviders(<LogoutOnlyLayout />, { path: '/mon-compte/mes-contrats/signer', user: makeUser() });
    const [first] = screen.getAllByRole('link');
    expect(first).toHaveTextContent('Aller au contenu');
    expect(first).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });
});
