import { NO_FORMATIONS } from '@campus/domain/rights';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { makeUser } from '../../testing/users';
import { ClosedPageGate } from './closed-page-gate';

const air = makeUser({ formations: { ...NO_FORMATIONS, air: true } });
const mdb = makeUser({ formations: { ...NO_FORMATIONS, mdb: true, air: true } });
const starter = makeUser({ formations: { ...NO_FORMATIONS, mdb: true, starter_mdb: true } });

function renderGateAt(path: string, user: ReturnType<typeof makeUser>) {
  renderWithProviders(
    <ClosedPageGate>
      <h1>La page elle-même</h1>
    </ClosedPageGate>,
    { path, user },
  );
}

describe('a page the menu hides by right', () => {
  it('says why Les mentors is closed to a member without MDB, without rendering the page', () => {
    renderGateAt('/mon-reseau/les-mentors', air);
    expect(screen.getByRole('heading', { level: 1, name: 'Cette page ne vous est pas ouverte' })).toBeInTheDocument();
    expect(screen.getByText(/formation MDB/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour au tableau de bord' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('La page elle-même')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
  });

  it('says why Mes coachs is closed to an MDB member', () => {
    renderGateAt('/mon-reseau/mes-coachs', mdb);
    expect(screen.getByRole('heading', { name: 'Cette page ne vous est pas ouverte' })).toBeInTheDocument();
    expect(screen.getByText(/vos mentors/)).toBeInTheDocument();
  });

  it('says why Mes évènements is closed to a starter-MDB member', () => {
    renderGateAt('/mes-evenements', starter);
    expect(
      screen.getByText('La formation Starter MDB ne comprend pas les évènements ni leur calendrier.'),
    ).toBeVisible();
  });

  it('renders the page when the rule opens it', () => {
    renderGateAt('/mon-reseau/les-mentors', mdb);
    expect(screen.getByRole('heading', { name: 'La page elle-même' })).toBeInTheDocument();
  });
});
