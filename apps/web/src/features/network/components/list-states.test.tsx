import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
import { renderWithProviders } from '../../../testing/render';
import { ListError } from './list-states';

describe('a list that failed', () => {
  it('refused by the rights (403), says why the page is closed and offers no retry', () => {
    const refused = new ApiRequestError('Les mentors sont réservés aux membres MDB.', 403);
    renderWithProviders(<ListError query={{ error: refused, isFetching: false, refetch: vi.fn() }} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Cette page ne vous est pas ouverte' })).toBeInTheDocument();
    expect(screen.getByText('Les mentors sont réservés aux membres MDB.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
  });

  it('failed otherwise, offers to try again', () => {
    renderWithProviders(
      <ListError query={{ error: new ApiRequestError('Erreur', 500), isFetching: false, refetch: vi.fn() }} />,
    );
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
