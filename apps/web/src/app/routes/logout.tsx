import { useEffect } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useNavigate } from 'react-router';
import { Spinner } from '../../components/spinner';
import { paths } from '../../config/paths';
import { signOut } from '../../lib/auth/sign-in';

/** `/logout`: clears the session and the user state, then goes to the login page. */
export default function LogoutPage() {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();

  useEffect(() => {
    let isCurrent = true;
    void signOut().finally(() => {
      if (isCurrent) void navigate(paths.login, { replace: true });
    });
    return () => {
      isCurrent = false;
    };
  }, [navigate]);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-canvas text-accent">
      <Spinner className="size-8" />
      <h1 className="text-base font-medium text-ink-soft">{t('shell.signingOut')}</h1>
    </main>
  );
}
