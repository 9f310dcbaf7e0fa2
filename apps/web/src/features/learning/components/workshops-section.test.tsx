import type { EducationalContent } from '@campus/domain/learning';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, requestUrl } from '../../../testing/fetch';
import { renderWithProviders } from '../../../testing/render';
import { checkWorkshop, newWorkshopValues, workshopRequest } from '../workshop-form';
import { WorkshopsSection } from './workshops-section';

const workshop = (overrides: Partial<EducationalContent>): EducationalContent => ({
  id: 'w1',
  channel: 'immobilier',
  title: 'Financer son premier immeuble',
  description: null,
  startsAt: '2026-12-10T17:00:00.000Z',
  status: 'PENDING',
  author: { uid: 'me', name: 'Camille D.' },
  participantsCount: 0,
  isJoined: false,
  isMine: true,
  ...overrides,
});

type Call = { method: string; url: string; body: unknown };

function stubApi(list: EducationalContent[], answer: (call: Call) => Response) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string | URL | Request, init?: RequestInit) => {
      const call = {
        method: init?.method ?? 'GET',
        url: requestUrl(input),
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null,
      };
      calls.push(call);
      return Promise.resolve(call.method === 'GET' ? jsonResponse(list) : answer(call));
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('the workshop form', () => {
  it('sends the Paris wall-clock date as an ISO date, and no empty description', () => {
    const values = { ...newWorkshopValues('immobilier'), title: ' Atelier ', startsAt: '2026-12-10T18:00' };
    expect(workshopRequest(values)).toEqual({
      channel: 'immobilier',
      title: 'Atelier',
      startsAt: '2026-12-10T17:00:00.000Z',
    });
  });

  it('says in French what is missing, under each field', () => {
    const check = checkWorkshop({ channel: 'immobilier', title: '  ', description: '', startsAt: '' });
    expect(check.violations).toEqual({
      title: ['Ce champs est obligatoire'],
      startsAt: ['Cette valeur doit être une date valide'],
    });
  });
});

describe('WorkshopsSection', () => {
  it('lets a member propose a workshop; the server’s French violations show under the fields', async () => {
    const calls = stubApi([], () =>
      jsonResponse({ error: 'Données invalides', errors: { title: ['Ce titre est déjà pris'] } }, 422),
    );
    renderWithProviders(<WorkshopsSection channel="immobilier" channels={['immobilier']} canValidate={false} />);
    const user = userEvent.setup();

    expect(await screen.findByText(/Aucun atelier sur cette chaîne/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Proposer un atelier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Proposer un atelier de brainstorming' });
    await user.click(within(dialog).getByRole('button', { name: "Proposer l'atelier" }));
    expect(within(dialog).getByRole('textbox', { name: 'Titre' })).toHaveAccessibleDescription(
      expect.stringContaining('Ce champs est obligatoire'),
    );
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Titre' }), 'Financer son premier immeuble');
    await user.click(within(dialog).getByRole('button', { name: "Proposer l'atelier" }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Titre' })).toHaveAccessibleDescription(
        expect.stringContaining('Ce titre est déjà pris'),
      ),
    );
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url).toMatch(/\/api\/educational-contents\/brainstorming-workshop$/);
    expect(post?.body).toMatchObject({ channel: 'immobilier', title: 'Financer son premier immeuble' });
  });

  it('lets the author edit their own workshop (PUT) and nobody else’s', async () => {
    const mine = workshop({});
    const calls = stubApi(
      [mine, workshop({ id: 'w2', title: 'Autre atelier', isMine: false, status: 'VALIDATED' })],
      () => jsonResponse({ ...mine, title: 'Nouveau titre' }),
    );
    renderWithProviders(<WorkshopsSection channel="immobilier" channels={['immobilier']} canValidate={false} />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: "Modifier l'atelier Financer son premier immeuble" }));
    expect(screen.queryByRole('button', { name: "Modifier l'atelier Autre atelier" })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Valider/ })).not.toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Modifier mon atelier' });
    const title = within(dialog).getByRole('textbox', { name: 'Titre' });
    await user.clear(title);
    await user.type(title, 'Nouveau titre');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toMatch(/\/brainstorming-workshop\/w1$/);
    expect(put?.body).toMatchObject({ title: 'Nouveau titre', startsAt: '2026-12-10T17:00:00.000Z' });
  });

  it('lets an admin validate a workshop waiting for it', async () => {
    const waiting = workshop({ isMine: false });
    const calls = stubApi([waiting], () => jsonResponse({ ...waiting, status: 'VALIDATED' }));
    renderWithProviders(<WorkshopsSection channel="immobilier" channels={['immobilier']} canValidate />);

    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: "Valider l'atelier Financer son premier immeuble" }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.url).toMatch(/\/brainstorming-workshop\/w1\/validate$/),
    );
  });
});
