import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error';

function BrokenPage(): never {
  throw new Error('the page failed to load');
}

function App() {
  const location = useLocation();
  return (
    <>
      <Link to="/">Accueil</Link>
      <RouteErrorBoundary locationKey={location.key}>
        <Routes>
          <Route path="/" element={<h1>Tableau de bord</h1>} />
          <Route path="/broken" element={<BrokenPage />} />
        </Routes>
      </RouteErrorBoundary>
    </>
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('RouteErrorBoundary', () => {
  it('shows the error page with a retry when a route fails, then the next page once the member leaves', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <App />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Une erreur est survenue' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');

    await userEvent.click(screen.getByRole('link', { name: 'Accueil' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeInTheDocument();
  });
});
