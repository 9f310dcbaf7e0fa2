import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../lib/api-client';
import { renderWithProviders } from '../testing/render';
import { LoadError } from './load-error';

const failedQuery = (error: unknown) => ({ error, isFetching: false, refetch: vi.fn() });

describe('a load that failed (issue 34)', () => {
  it('refused by the rights (403), says why the page is closed and leads home, never to a retry', () => {
    const refused = new ApiRequestError('Les évènements sont réservés aux membres de la formation.', 403);
    renderWithProviders(<LoadError message="Impossible de charger" query={failedQuery(refused)} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Cette page ne vous est pas ouverte' })).toBeInTheDocument();
    expect(screen.getByText('Les évènements sont réservés aux membres de la formation.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour au tableau de bord' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
    expect(screen.queryByText('Impossible de charger')).not.toBeInTheDocument();
  });

  it('failed otherwise, is announced and tries again on request', async () => {
    const query = failedQuery(new ApiRequestError('Erreur', 500));
    renderWithProviders(<LoadError message="Impossible de charger" query={query} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Impossible de charger');
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(query.refetch).toHaveBeenCalledOnce();
  });

  it('waits while the retry is under way, in the card the page already draws when told', () => {
    const { container } = renderWithProviders(
      <LoadError
        message="Impossible de charger"
        query={{ ...failedQuery(new ApiRequestError('Erreur', 500)), isFetching: true }}
        inCard={false}
      />,
    );
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeDisabled();
    expect(container.querySelector('[role="alert"]')?.className ?? '').not.toMatch(/rounded-card/);
  });
});
