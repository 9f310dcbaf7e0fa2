import { safeFromPath } from '@campus/domain/navigation';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { AuthCardHeader } from '../../features/auth/components/auth-card-header';
import { AuthSplitLayout } from '../../features/auth/components/auth-split-layout';
import { LoginForm } from '../../features/auth/components/login-form';
import { takeSignOutNotice } from '../../lib/auth/sign-out-notice';

/** `/login`, `/connexion`: signs the member in, then goes on to the page they were heading to. */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const from = safeFromPath(searchParams.get('from'));
  // Why the server signed the member out (a deactivated account), said once.
  const [signOutNotice] = useState(takeSignOutNotice);

  return (
    <AuthSplitLayout>
      <AuthCardHeader title={t('login.title')} intro={t('login.intro')} />
      {signOutNotice ? (
        <p role="status" className="mb-6 rounded-lg border border-line bg-canvas px-4 py-3 text-sm text-ink">
          {signOutNotice}
        </p>
      ) : null}
      <LoginForm onSignedIn={() => void navigate(from, { replace: true })} />
      <p className="mt-8 border-t border-line pt-6 text-center text-sm text-ink-soft">
        {t('login.noAccount')}{' '}
        <a href={paths.contactEmail} className="font-medium text-accent underline-offset-4 hover:underline">
          {t('login.contactUs')}
        </a>
      </p>
    </AuthSplitLayout>
  );
}
