import { CircleCheck, KeyRound, LinkIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link, useSearchParams } from 'react-router';
import { buttonStyles } from '../../components/button';
import { FormErrors } from '../../components/form/form-errors';
import { paths } from '../../config/paths';
import { AuthCardHeader } from '../../features/auth/components/auth-card-header';
import { AuthSplitLayout } from '../../features/auth/components/auth-split-layout';
import { useResetPassword } from '../../features/auth/api/reset-password';
import { NewPasswordForm } from '../../features/auth/components/new-password-form';

type ResetState = { step: 'form' } | { step: 'done' } | { step: 'invalid'; message: string };

/** `/reset-password?token=`: chooses a new password with the e-mailed single-use link. */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const resetPassword = useResetPassword();
  const [state, setState] = useState<ResetState>(() =>
    token ? { step: 'form' } : { step: 'invalid', message: t('resetPassword.missingToken') },
  );

  if (state.step === 'done') {
    return (
      <AuthSplitLayout>
        <AuthCardHeader
          icon={<CircleCheck aria-hidden="true" />}
          title={t('resetPassword.doneTitle')}
          intro={t('resetPassword.done')}
        />
        <Link to={paths.login} className={buttonStyles({ size: 'lg', className: 'w-full' })}>
          {t('resetPassword.signIn')}
        </Link>
      </AuthSplitLayout>
    );
  }

  if (state.step === 'invalid') {
    return (
      <AuthSplitLayout>
        <AuthCardHeader icon={<LinkIcon aria-hidden="true" />} title={t('resetPassword.title')} />
        <FormErrors messages={[state.message]} />
        <Link to={paths.forgotPassword} className={buttonStyles({ size: 'lg', className: 'mt-6 w-full' })}>
          {t('resetPassword.askAgain')}
        </Link>
      </AuthSplitLayout>
    );
  }

  return (
    <AuthSplitLayout>
      <AuthCardHeader
        icon={<KeyRound aria-hidden="true" />}
        title={t('resetPassword.title')}
        intro={t('resetPassword.intro')}
      />
      <NewPasswordForm
        submitLabel={t('resetPassword.submit')}
        save={(password) => resetPassword.mutateAsync({ token, password })}
        onDone={() => setState({ step: 'done' })}
        onInvalidToken={(message) => setState({ step: 'invalid', message })}
      />
    </AuthSplitLayout>
  );
}
