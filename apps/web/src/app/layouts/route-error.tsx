import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonStyles } from '../../components/button';
import { Logo } from '../../components/logo';
import { paths } from '../../config/paths';

/** A page that failed to render or to load (e.g. its code after a new release): reload or go home. */
export function RouteError() {
  const { t } = useTranslation('common');
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-canvas px-6 text-center">
      <Logo />
      <div className="max-w-md">
        <h1 className="text-2xl font-semibold text-ink">{t('errors.title')}</h1>
        <p className="mt-2 text-ink-soft">{t('errors.pageLoad')}</p>
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()} icon={<RefreshCw className="size-4" aria-hidden="true" />}>
          {t('actions.retry')}
        </Button>
        <Link to={paths.home} reloadDocument className={buttonStyles({ variant: 'secondary' })}>
          {t('actions.backHome')}
        </Link>
      </div>
    </main>
  );
}
