import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memberFixture } from '../../features/account/testing/member-fixture';
import { ME_QUERY_KEY } from '../../lib/auth/me';
import { queryClient } from '../../lib/query-client';
import { sessionStore } from '../../lib/session';
import { jsonResponse, requestUrl } from '../../testing/fetch';
import CourseSiteRedirectPage from './site-de-cours';
import { TestProviders } from '../../testing/render';

function Where() {
  const location = useLocation();
  return <p>{`Arrivé sur ${location.pathname}${location.search}`}</p>;
}

function renderRedirect(answer: () => Promise<Response>, url = '/site-de-cours?to=/cours/42') {
  const fetchMock = vi.fn((_input: string | URL | Request, _init?: RequestInit) => answer());
  vi.stubGlobal('fetch', fetchMock);
  sessionStore.set({ apiToken: 'token', activeChannel: 'immobilier' });
  queryClient.setQueryData(ME_QUERY_KEY, memberFixture());
  render(
    <TestProviders client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/site-de-cours" element={<CourseSiteRedirectPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </TestProviders>,
  );
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe('course-site redirect page', () => {
  it('asks for a token with the menu, the channel and to, then goes to the target', async () => {
    const fetchMock = renderRedirect(() =>
      Promise.resolve(
        jsonResponse({ token: 'v1.a.b', expiresAt: '2026-01-01T00:05:00.000Z', target: '/classroom?id=42' }),
      ),
    );
    expect(await screen.findByText('Arrivé sur /classroom?id=42')).toBeInTheDocument();
    const [input, init] = fetchMock.mock.calls[0]!;
    expect(requestUrl(input)).toBe('/shop/sign/token/lms');
    const body = JSON.parse(init?.body as string) as { channel: string; to: string; items: { label: string }[] };
    expect(body.channel).toBe('immobilier');
    expect(body.to).toBe('/cours/42');
    expect(body.items.map((item) => item.label)).toContain('Tableau de bord');
    expect(sessionStore.get()).toMatchObject({ lmsToken: 'v1.a.b', lmsTarget: '/classroom?id=42' });
  });

  it('sends the member to / when the call fails', async () => {
    renderRedirect(() => Promise.resolve(jsonResponse({ error: 'Une erreur est survenue' }, 500)));
    expect(await screen.findByText('Arrivé sur /')).toBeInTheDocument();
  });

  it('sends the member to / when the network fails', async () => {
    renderRedirect(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await screen.findByText('Arrivé sur /')).toBeInTheDocument();
  });
});
