import { resetPasswordRequestSchema } from '@campus/domain/account';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import * as z from 'zod/mini';
import { Button } from '../../../components/button';
import { FormErrors } from '../../../components/form/form-errors';
import { PasswordField } from '../../../components/form/password-field';
import { useServerViolations } from '../../../components/form/server-violations';
import { isApiRequestError, type ApiRequestError } from '../../../lib/api-client';

/** The server's password rule (one for the reset and the invitation: `passwordField`), typed twice. */
function newPasswordSchema(mismatchMessage: string) {
  return z.object({ password: resetPasswordRequestSchema.shape.password, confirmation: z.string() }).check(
    z.refine((values) => values.password === values.confirmation, {
      path: ['confirmation'],
      message: mismatchMessage,
    }),
  );
}

/** A refusal that is about the link, not the password typed: the token is unknown, used or expired. */
function isRefusedToken(error: unknown): error is ApiRequestError {
  return (
    isApiRequestError(error) &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 429 &&
    !error.errors.password
  );
}

interface NewPasswordFormProps {
  /** The button's text: `Enregistrer le mot de passe`, `Activer mon compte`. */
  submitLabel: string;
  /** Sends the chosen password with the e-mailed link's token. */
  save: (password: string) => Promise<unknown>;
  onDone: () => void;
  /** Called with the server's message when the link can no longer be used. */
  onInvalidToken: (message: string) => void;
}

/** `Nouveau mot de passe` typed twice, for a single-use link of an e-mail (password reset, invitation). */
export function NewPasswordForm({ submitLabel, save, onDone, onInvalidToken }: NewPasswordFormProps) {
  const { t } = useTranslation('auth');
  const schema = useMemo(() => newPasswordSchema(t('resetPassword.mismatch')), [t]);
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { password: '', confirmation: '' },
    criteriaMode: 'all',
  });
  const { formMessages, applyServerErrors, messagesFor } = useServerViolations(form, t('errors.network'));

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await save(password);
      onDone();
    } catch (error) {
      if (isRefusedToken(error)) onInvalidToken(error.message);
      else applyServerErrors(error);
    }
  });

  const passwordLabels = { showLabel: t('fields.showPassword'), hideLabel: t('fields.hidePassword') };
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <FormErrors messages={formMessages} />
      <PasswordField
        label={t('fields.newPassword')}
        hint={t('resetPassword.hint')}
        autoComplete="new-password"
        errors={messagesFor('password')}
        {...passwordLabels}
        {...form.register('password')}
      />
      <PasswordField
        label={t('fields.confirmation')}
        autoComplete="new-password"
        errors={messagesFor('confirmation')}
        {...passwordLabels}
        {...form.register('confirmation')}
      />
      <Button type="submit" size="lg" className="w-full" isLoading={form.formState.isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
