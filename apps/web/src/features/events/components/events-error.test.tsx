import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
import { renderWithProviders } from '../../../testing/render';
import { EventsError } from './events-error';

describe('events that failed to load (issue 34)', () => {
  it('refused by the rights (403), say why the page is closed and lead home, never to a retry', () => {
    const refused = new ApiRequestError('Les évènements sont réservés aux membres de la formation.', 403);
    renderWithProviders(<EventsError error={refused} message="Impossible de charger" onRetry={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Cette page ne vous est pas ouverte' })).toBeInTheDocument();
    expect(screen.getByText('Les évènements sont réservés aux membres de la formation.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour au tableau de bord' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
    expect(screen.queryByText('Impossible de charger')).not.toBeInTheDocument();
  });

  it('failed otherwise, say so and try again on request', async () => {
    const onRetry = vi.fn();
    renderWithProviders(
      <EventsError error={new ApiRequestError('Erreur', 500)} message="Impossible de charger" onRetry={onRetry} />,
    );
    expect(screen.getByText('Impossible de charger')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
