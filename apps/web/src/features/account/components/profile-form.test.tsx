import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/toaster';
import { memberFixture } from '../testing/member-fixture';
import { ProfileForm } from './profile-form';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function stubFetch(answer: () => Response) {
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(answer()));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderForm(member = memberFixture()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ProfileForm user={member} />
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ProfileForm', () => {
  it('starts from the member, with France as the default country and the e-mail read-only', () => {
    stubFetch(() => json(500, {}));
    renderForm(memberFixture({ firstname: 'Camille', email: 'mdb@campus.test' }));

    expect(screen.getByLabelText('Prénom')).toHaveValue('Camille');
    expect(screen.getByLabelText('Pays')).toHaveValue('FR');
    expect(screen.getByRole('option', { name: 'France', selected: true })).toBeInTheDocument();
    expect(screen.getByLabelText('Adresse e-mail')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Adresse e-mail')).toHaveValue('mdb@campus.test');
  });

  it('shows the French messages of the shared schema under the fields, without calling the server', async () => {
    const fetchMock = stubFetch(() => json(500, {}));
    renderForm();

    await userEvent.clear(screen.getByLabelText('Prénom'));
    await userEvent.type(screen.getByLabelText('Code postal'), '75A');
    await userEvent.type(screen.getByLabelText('Téléphone'), 'abc');
    await save();

    expect(screen.getByLabelText('Prénom')).toHaveAccessibleDescription('Ce champs est obligatoire');
    expect(screen.getByLabelText('Prénom')).toHaveClass('border-danger');
    expect(screen.getByLabelText('Code postal')).toHaveAccessibleDescription(
      'Cette valeur doit être un code postal valide',
    );
    expect(screen.getByLabelText('Téléphone')).toHaveAccessibleDescription(
      'Cette valeur doit être un numéro de téléphone valide',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the violations the server sends under their fields', async () => {
    stubFetch(() =>
      json(422, {
        error: 'Les données envoyées ne sont pas valides',
        errors: {
          lastname: ['Ce champs est obligatoire'],
          'address.city': ['Cette valeur doit contenir au plus 100 caractères', 'Ce champs est obligatoire'],
        },
      }),
    );
    renderForm();

    await save();

    expect(await screen.findByRole('alert')).toHaveTextContent('Les données envoyées ne sont pas valides');
    expect(screen.getByLabelText('Nom')).toHaveAccessibleDescription('Ce champs est obligatoire');
    const city = screen.getByLabelText('Ville');
    expect(city).toHaveClass('border-danger');
    expect(city).toHaveAccessibleDescription(
      'Cette valeur doit contenir au plus 100 caractères Ce champs est obligatoire',
    );
  });

  it('sends the profile with PUT /api/me and confirms the save', async () => {
    const saved = memberFixture({ lastname: 'Martin', address: { ...memberFixture().address, city: 'Lyon' } });
    const fetchMock = stubFetch(() => json(200, saved));
    renderForm();

    await userEvent.clear(screen.getByLabelText('Nom'));
    await userEvent.type(screen.getByLabelText('Nom'), 'Martin');
    await userEvent.type(screen.getByLabelText('Ville'), 'Lyon');
    await save();

    expect(await screen.findByText('Votre profil a été mis à jour')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/me');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(init?.body as string)).toMatchObject({
      firstname: 'Camille',
      lastname: 'Martin',
      phoneNumber: null,
      address: { city: 'Lyon', country: 'FR', line1: null },
    });
  });
});
