import { NO_FORMATIONS } from '@campus/domain/rights';
import type { ChannelSlug } from '@campus/domain/shared';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LocationProbe, renderWithProviders } from '../../testing/render';
import { makeUser } from '../../testing/users';
import { sessionStore } from '../session';
import { useActiveChannel, useActiveChannelEffects } from './active-channel';

function ChannelProbe() {
  useActiveChannelEffects();
  const { channel, channels, canSwitch, switchTo } = useActiveChannel();
  return (
    <>
      <p data-testid="channel">{channel}</p>
      <p data-testid="switchable">
        {channels
          .filter((item) => canSwitch(item.slug))
          .map((item) => item.slug)
          .join(',')}
      </p>
      {(['base', 'immobilier', 'entrepreneuriat', 'finance', 'sport'] as ChannelSlug[]).map((slug) => (
        <button key={slug} type="button" onClick={() => switchTo(slug)}>
          {slug}
        </button>
      ))}
      <LocationProbe />
    </>
  );
}

const ALL: ChannelSlug[] = ['base', 'immobilier', 'entrepreneuriat', 'finance', 'sport'];
const routes = ['/', '/yam-nutrition'].map((path) => ({ path, element: <ChannelProbe /> }));

function renderProbe(user = makeUser(), path = '/mes-replays') {
  return renderWithProviders(<ChannelProbe />, { user, path, routes });
}

describe('useActiveChannel (spec 4)', () => {
  it('starts on immobilier when nothing is stored', () => {
    renderProbe(makeUser({ userChannels: ['base', 'immobilier', 'finance'] }));
    expect(screen.getByTestId('channel')).toHaveTextContent('immobilier');
  });

  it('starts on the stored channel when the member owns it', () => {
    sessionStore.set({ activeChannel: 'finance' });
    renderProbe(makeUser({ userChannels: ['immobilier', 'finance'] }));
    expect(screen.getByTestId('channel')).toHaveTextContent('finance');
  });

  it('ignores a stored channel the member does not own', () => {
    sessionStore.set({ activeChannel: 'sport' });
    renderProbe(makeUser({ userChannels: ['immobilier', 'finance'] }));
    expect(screen.getByTestId('channel')).toHaveTextContent('immobilier');
  });

  it('forces a sport member without air nor mdb onto sport, the only channel they may pick', () => {
    sessionStore.set({ activeChannel: 'base' });
    renderProbe(makeUser({ userChannels: ['base', 'sport'], formations: { ...NO_FORMATIONS, sport: true } }));
    expect(screen.getByTestId('channel')).toHaveTextContent('sport');
    expect(screen.getByTestId('switchable')).toHaveTextContent(/^sport$/);
  });

  it('offers only the channels the member owns', () => {
    renderProbe(makeUser({ userChannels: ['immobilier', 'entrepreneuriat'] }));
    expect(screen.getByTestId('switchable')).toHaveTextContent(/^immobilier,entrepreneuriat$/);
  });

  it('stores the choice and stays on the page between two non-sport channels', async () => {
    renderProbe(makeUser({ userChannels: ['immobilier', 'finance'] }));
    await userEvent.click(screen.getByRole('button', { name: 'finance' }));
    expect(screen.getByTestId('channel')).toHaveTextContent('finance');
    expect(sessionStore.get().activeChannel).toBe('finance');
    expect(screen.getByTestId('location')).toHaveTextContent('/mes-replays');
  });

  it('goes to /yam-nutrition when switching to sport', async () => {
    renderProbe(makeUser({ userChannels: ALL, formations: { ...NO_FORMATIONS, sport: true, mdb: true } }));
    await userEvent.click(screen.getByRole('button', { name: 'sport' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/yam-nutrition');
  });

  it('goes to / when switching away from sport', async () => {
    sessionStore.set({ activeChannel: 'sport' });
    renderProbe(
      makeUser({ userChannels: ALL, formations: { ...NO_FORMATIONS, sport: true, mdb: true } }),
      '/yam-nutrition',
    );
    await userEvent.click(screen.getByRole('button', { name: 'finance' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('refuses a channel the member does not own', async () => {
    renderProbe(makeUser({ userChannels: ['immobilier'] }));
    await userEvent.click(screen.getByRole('button', { name: 'finance' }));
    expect(screen.getByTestId('channel')).toHaveTextContent('immobilier');
    expect(sessionStore.get().activeChannel).toBe('immobilier');
  });

  it('colours the page with the active channel and keeps the session in line', async () => {
    renderProbe(makeUser({ userChannels: ['immobilier', 'finance'], lms: { token: 'lms-token', courseSite: false } }));
    expect(document.documentElement.dataset.channel).toBe('immobilier');
    expect(sessionStore.get()).toMatchObject({
      activeChannel: 'immobilier',
      lmsToken: 'lms-token',
      channels: [
        { slug: 'immobilier', name: 'Immobilier' },
        { slug: 'finance', name: 'Finance' },
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'finance' }));
    expect(document.documentElement.dataset.channel).toBe('finance');
  });

  it('does not render the page again when the session stores the channel it already shows', () => {
    const commits = vi.fn();
    renderWithProviders(
      <Profiler id="channel" onRender={commits}>
        <ChannelProbe />
      </Profiler>,
      { user: makeUser({ userChannels: ['immobilier', 'finance'] }), path: '/mes-replays', routes },
    );
    expect(sessionStore.get().activeChannel).toBe('immobilier');
    commits.mockClear();
    act(() => sessionStore.set({ activeChannel: null }));
    act(() => sessionStore.set({ activeChannel: 'immobilier' }));
    expect(commits).not.toHaveBeenCalled();
  });

  it('follows a channel chosen in another tab', () => {
    renderProbe(makeUser({ userChannels: ['immobilier', 'finance'] }));
    act(() => sessionStore.set({ activeChannel: 'finance' }));
    expect(screen.getByTestId('channel')).toHaveTextContent('finance');
  });
});
