import type { LoginRequest } from '@campus/domain/account';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { Button } from '../../../components/button';
import { FormErrors } from '../../../components/form/form-errors';
import { PasswordField } from '../../../components/form/password-field';
import { TextField } from '../../../components/form/text-field';
import { placeViolations, type PlacedViolations } from '../../../components/form/violation-messages';
import { paths } from '../../../config/paths';
import { ApiRequestError, isApiRequestError } from '../../../lib/api-client';
import { useLogin } from '../api/login';

interface LoginFormProps {
  /** Called once the member is signed in and loaded. */
  onSignedIn: () => void;
}

const LOGIN_FIELDS: ReadonlySet<string> = new Set(['email', 'password']);
const NO_VIOLATIONS: PlacedViolations = { formMessages: [], fieldMessages: {} };

export function LoginForm({ onSignedIn }: LoginFormProps) {
  const { t } = useTranslation('auth');
  // The server checks the credentials with the shared loginRequestSchema and its violations show under the
  // fields: no zod and no form library on the login page, whose first load is budgeted (docs/decisions/0004).
  const [violations, setViolations] = useState<PlacedViolations>(NO_VIOLATIONS);
  const login = useLogin();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: keyof LoginRequest) => {
      const value = data.get(name);
      return typeof value === 'string' ? value : '';
    };
    const credentials: LoginRequest = { email: text('email'), password: text('password') };
    setViolations(NO_VIOLATIONS);
    try {
      await login.mutateAsync(credentials);
      onSignedIn();
    } catch (error) {
      // Spec 8: the login failure in the reader's language (the server's text is French).
      const isBadCredentials = isApiRequestError(error) && error.status === 401;
      const shown = isBadCredentials ? new ApiRequestError(t('errors.badCredentials'), 401) : error;
      setViolations(placeViolations(shown, LOGIN_FIELDS, t('errors.network')));
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
      <FormErrors messages={violations.formMessages} />
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={t('fields.emailPlaceholder')}
        name="email"
        errors={violations.fieldMessages.email}
      />
      <div>
        <PasswordField
          label={t('fields.password')}
          showLabel={t('fields.showPassword')}
          hideLabel={t('fields.hidePassword')}
          autoComplete="current-password"
          name="password"
          errors={violations.fieldMessages.password}
        />
        <p className="mt-2 text-right text-sm">
          <Link to={paths.forgotPassword} className="font-medium text-accent underline-offset-4 hover:underline">
            {t('login.forgotPassword')}
          </Link>
        </p>
      </div>
      <Button type="submit" size="lg" className="w-full" isLoading={login.isPending}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
