import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api-client';
import { FormErrors } from './form-errors';
import { errorMessages, fieldPaths, useServerViolations } from './server-violations';
import { TextField } from './text-field';

interface ProfileValues {
  firstname: string;
  address: { city: string };
}

/** A form whose submission fails with the given error. */
function ProfileForm({ error }: { error: unknown }) {
  const form = useForm<ProfileValues>({ defaultValues: { firstname: '', address: { city: '' } } });
  const { formMessages, applyServerErrors, messagesFor } = useServerViolations(form, 'Serveur injoignable');
  return (
    <form onSubmit={form.handleSubmit(() => applyServerErrors(error))}>
      <FormErrors messages={formMessages} />
      <TextField label="Prénom" errors={messagesFor('firstname')} {...form.register('firstname')} />
      <TextField label="Ville" errors={messagesFor('address.city')} {...form.register('address.city')} />
      <button type="submit">Enregistrer</button>
    </form>
  );
}

async function submitWith(error: unknown) {
  render(<ProfileForm error={error} />);
  await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
}

describe('server violations on form fields', () => {
  it('shows every message of a path under its field, with a red border', async () => {
    await submitWith(
      new ApiRequestError('Les données envoyées ne sont pas valides', 422, {
        firstname: ['Ce champs est obligatoire', 'Cette valeur doit contenir au moins 2 caractères'],
        'address.city': ['Cette valeur doit contenir au plus 100 caractères'],
      }),
    );

    const firstname = screen.getByLabelText('Prénom');
    expect(firstname).toHaveAttribute('aria-invalid', 'true');
    expect(firstname).toHaveClass('border-danger');
    expect(firstname).toHaveAccessibleDescription(
      'Ce champs est obligatoire Cette valeur doit contenir au moins 2 caractères',
    );
    const city = screen.getByLabelText('Ville');
    expect(city).toHaveClass('border-danger');
    expect(city).toHaveAccessibleDescription('Cette valeur doit contenir au plus 100 caractères');
    expect(screen.getByRole('alert')).toHaveTextContent('Les données envoyées ne sont pas valides');
  });

  it('keeps a field without violations free of the red border', async () => {
    await submitWith(new ApiRequestError('Refusé', 422, { firstname: ['Ce champs est obligatoire'] }));

    const city = screen.getByLabelText('Ville');
    expect(city).not.toHaveAttribute('aria-invalid');
    expect(city).not.toHaveClass('border-danger');
  });

  it('shows the violations of paths that are not fields with the form messages', async () => {
    await submitWith(
      new ApiRequestError('Refusé', 422, { picture: ['Les fichiers sont trop lourds : 10 Mo maximum'] }),
    );

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Refusé');
    expect(alert).toHaveTextContent('Les fichiers sont trop lourds : 10 Mo maximum');
  });

  it('shows the fallback message when the server could not be reached', async () => {
    await submitWith(new ApiRequestError('Failed to fetch', 0));

    expect(screen.getByRole('alert')).toHaveTextContent('Serveur injoignable');
    expect(screen.getByRole('alert')).not.toHaveTextContent('Failed to fetch');
  });
});

describe('errorMessages', () => {
  it('lists the messages of every criterion once', () => {
    expect(
      errorMessages({ type: 'too_small', message: 'a', types: { too_small: ['a', 'b'], custom: 'c', other: 'a' } }),
    ).toEqual(['a', 'b', 'c']);
  });

  it('falls back to the single message', () => {
    expect(errorMessages({ type: 'required', message: 'Ce champs est obligatoire' })).toEqual([
      'Ce champs est obligatoire',
    ]);
  });
});

describe('fieldPaths', () => {
  it('lists nested values as dotted paths', () => {
    expect(fieldPaths({ firstname: 'A', address: { city: null, country: 'FR' } })).toEqual([
      'firstname',
      'address.city',
      'address.country',
    ]);
  });

  it('lists a list and each of its items', () => {
    expect(fieldPaths({ sessions: [{ title: 'A' }, { title: 'B' }], tags: ['x'] })).toEqual([
      'sessions',
      'sessions.0.title',
      'sessions.1.title',
      'tags',
      'tags.0',
    ]);
  });
});
