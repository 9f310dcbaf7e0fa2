import { safeFromPath } from '@campus/domain/navigation';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { AuthCardHeader } from '../../features/auth/components/auth-card-header';
import { AuthSplitLayout } from '../../features/auth/components/auth-split-layout';
import { LoginForm } from '../../features/auth/components/login-form';

/** `/login`, `/connexion`: signs the member in, then goes on to the page they were heading to. */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const from = safeFromPath(searchParams.get('from'));

  return (
    <AuthSplitLayout>
      <AuthCardHeader title={t('login.title')} intro={t('login.intro')} />
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
