import { forgotPasswordRequestSchema } from '@campus/domain/account';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/button';
import { FormErrors } from '../../../components/form/form-errors';
import { useServerViolations } from '../../../components/form/server-violations';
import { TextField } from '../../../components/form/text-field';
import { useRequestPasswordReset } from '../api/request-password-reset';

interface ForgotPasswordFormProps {
  /** Called with the address once the request is accepted (whether or not an account exists). */
  onSent: (email: string) => void;
  defaultEmail?: string;
}

export function ForgotPasswordForm({ onSent, defaultEmail = '' }: ForgotPasswordFormProps) {
  const { t } = useTranslation('auth');
  const form = useForm({
    resolver: zodResolver(forgotPasswordRequestSchema),
    defaultValues: { email: defaultEmail },
    criteriaMode: 'all',
  });
  const { formMessages, applyServerErrors, messagesFor } = useServerViolations(form, t('errors.network'));
  const requestReset = useRequestPasswordReset();

  const onSubmit = form.handleSubmit(async (request) => {
    try {
      await requestReset.mutateAsync(request);
      onSent(request.email);
    } catch (error) {
      applyServerErrors(error);
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
      <Button type="submit" size="lg" className="w-full" isLoading={form.formState.isSubmitting}>
        {t('forgotPassword.submit')}
      </Button>
    </form>
  );
}
