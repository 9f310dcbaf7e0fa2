import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeUser } from '../../../testing/users';
import { ME_QUERY_KEY } from '../../../lib/auth/me';
import { endGuidedTourReplay, replayGuidedTour } from '../../../lib/guided-tour';
import { queryClient } from '../../../lib/query-client';
import { sessionStore } from '../../../lib/session';
import { GuidedTourLauncher } from './guided-tour-launcher';
import { TestProviders } from '../../../testing/render';

function renderLauncher(overrides: Parameters<typeof makeUser>[0]) {
  sessionStore.set({ apiToken: 'token', activeChannel: 'immobilier' });
  queryClient.setQueryData(ME_QUERY_KEY, makeUser(overrides));
  render(
    <TestProviders client={queryClient}>
      <GuidedTourLauncher />
    </TestProviders>,
  );
}

afterEach(() => {
  act(() => endGuidedTourReplay());
  queryClient.clear();
});

describe('guided tour launcher', () => {
  it("shows the tour on a member's first visit, its focus on the first step", async () => {
    renderLauncher({ tourSeen: false });
    const title = await screen.findByRole('heading', { name: "Votre barre d'outils" });
    expect(screen.getByRole('dialog', { name: "Votre barre d'outils" })).toBeInTheDocument();
    // The focus moves in once the step is painted (an effect), which a loaded machine may run a moment later.
    await waitFor(() => expect(title).toHaveFocus());
  });

  it('shows nothing to a member who has seen it, until they replay it', async () => {
    renderLauncher({ tourSeen: true });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => replayGuidedTour());
    expect(await screen.findByRole('dialog', { name: "Votre barre d'outils" })).toBeInTheDocument();
  });

  it('waits while the changed terms of sale block the page', () => {
    renderLauncher({ tourSeen: false, neededRefreshCgv: true });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
