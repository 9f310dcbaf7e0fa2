import type { LoginRequest } from '@campus/domain/account';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/button';
import { FormErrors } from '../../../components/form/form-errors';
import { PasswordField } from '../../../components/form/password-field';
import { useServerViolations } from '../../../components/form/server-violations';
import { TextField } from '../../../components/form/text-field';
import { paths } from '../../../config/paths';
import { ApiRequestError, isApiRequestError } from '../../../lib/api-client';
import { useLogin } from '../api/login';

interface LoginFormProps {
  /** Called once the member is signed in and loaded. */
  onSignedIn: () => void;
}

export function LoginForm({ onSignedIn }: LoginFormProps) {
  const { t } = useTranslation('auth');
  // The server checks the credentials with the shared loginRequestSchema and its violations show under the
  // fields: no zod on the login page, whose first load is budgeted (docs/decisions/0004).
  const form = useForm<LoginRequest>({
    defaultValues: { email: '', password: '' },
    criteriaMode: 'all',
  });
  const { formMessages, applyServerErrors, messagesFor } = useServerViolations(form, t('errors.network'));
  const login = useLogin();

  const onSubmit = form.handleSubmit(async (credentials) => {
    try {
      await login.mutateAsync(credentials);
      onSignedIn();
    } catch (error) {
      // Spec 8: the login failure in the reader's language (the server's text is French).
      const isBadCredentials = isApiRequestError(error) && error.status === 401;
      applyServerErrors(isBadCredentials ? new ApiRequestError(t('errors.badCredentials'), 401) : error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <FormErrors messages={formMessages} />
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={t('fields.emailPlaceholder')}
        errors={messagesFor('email')}
        {...form.register('email')}
      />
      <div>
        <PasswordField
          label={t('fields.password')}
          showLabel={t('fields.showPassword')}
          hideLabel={t('fields.hidePassword')}
          autoComplete="current-password"
          errors={messagesFor('password')}
          {...form.register('password')}
        />
        <p className="mt-2 text-right text-sm">
          <Link to={paths.forgotPassword} className="font-medium text-accent underline-offset-4 hover:underline">
            {t('login.forgotPassword')}
          </Link>
        </p>
      </div>
      <Button type="submit" size="lg" className="w-full" isLoading={form.formState.isSubmitting}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
