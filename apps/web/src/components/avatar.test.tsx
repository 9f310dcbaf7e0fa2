import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { makeUser } from '../testing/users';
import { Avatar, initialsOf } from './avatar';

describe('Avatar', () => {
  it('shows the initials when there is no picture', () => {
    renderWithProviders(<Avatar name="Claire Martin" />);
    expect(screen.getByText('CM')).toBeInTheDocument();
  });

  it('takes initials from an e-mail address when there is no name', () => {
    expect(initialsOf('jean.dupont@campus.test')).toBe('JD');
  });

  it("links another member's picture to their page (spec 5)", () => {
    renderWithProviders(<Avatar name="Paul Durand" uid="uid-paul" currentUid="uid-claire" />);
    expect(screen.getByRole('link', { name: 'Voir le profil de Paul Durand' })).toHaveAttribute(
      'href',
      '/users/uid-paul',
    );
  });

  it('links the member’s own picture to Mon profil', () => {
    renderWithProviders(<Avatar name="Claire Martin" uid="uid-claire" currentUid="uid-claire" />);
    expect(screen.getByRole('link', { name: 'Mon profil' })).toHaveAttribute('href', '/mon-compte/mon-profil');
  });

  it('knows the signed-in member without being told', () => {
    renderWithProviders(<Avatar name="Claire Martin" uid="uid-claire" />, { user: makeUser({ uid: 'uid-claire' }) });
    expect(screen.getByRole('link', { name: 'Mon profil' })).toHaveAttribute('href', '/mon-compte/mon-profil');
  });

  it('is not clickable without a member id', () => {
    renderWithProviders(<Avatar name="Paul Durand" uid="" currentUid="uid-claire" />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
