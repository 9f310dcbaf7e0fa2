import { LogOut } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { buttonStyles } from '../../components/button';
import { Logo } from '../../components/logo';
import { paths } from '../../config/paths';
import { useDocumentTitle, useRouteTitle } from '../route-title';
import { PageSkeleton } from './page-skeleton';

/** The layout with only the logo and a logout link (for /anonymous). */
export default function LogoutOnlyLayout() {
  const { t } = useTranslation('layout');
  useDocumentTitle(useRouteTitle());
  return (
    <div className="flex min-h-dvh flex-col bg-canvas">
      <header className="border-b border-line bg-surface">
        <div className="mx-auto flex h-16 max-w-5xl items-center justify-between gap-4 px-4 sm:px-6">
          <Logo />
          <Link to={paths.logout} className={buttonStyles({ variant: 'secondary', size: 'sm' })}>
            <LogOut className="size-4" aria-hidden="true" />
            {t('logoutOnly.signOut')}
          </Link>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 sm:px-6 lg:py-12">
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
