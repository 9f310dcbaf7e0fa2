import { Suspense } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link, Outlet } from 'react-router';
import { Logo } from '../../components/logo';
import { SkipLink } from '../../components/skip-link';
import { paths } from '../../config/paths';
import { AppFooter } from '../../features/navigation/components/app-footer';
import { useDocumentTitle, useRouteTitle } from '../route-title';
import { useFocusOnNavigate } from '../../lib/use-focus-on-navigate';
import { PageSkeleton } from './page-skeleton';

/** The bare layout: the logo, the page and the footer (legal pages, 404). */
export default function BareLayout() {
  const { t } = useTranslation('navigation');
  useDocumentTitle(useRouteTitle());
  useFocusOnNavigate('main');
  return (
    <div className="flex min-h-dvh flex-col bg-canvas">
      <SkipLink />
      <header className="border-b border-line bg-surface">
        <div className="mx-auto flex h-16 max-w-5xl items-center px-4 sm:px-6">
          <Link to={paths.home} aria-label={t('homeLink')} className="rounded-lg">
            <Logo />
          </Link>
        </div>
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto focus:outline-none w-full max-w-5xl flex-1 px-4 py-8 sm:px-6 lg:py-12"
      >
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </main>
      <AppFooter />
    </div>
  );
}
