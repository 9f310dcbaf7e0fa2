import { buildProspectMenu } from '@campus/domain/navigation';
import { LogOut } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link, NavLink, Outlet } from 'react-router';
import { buttonStyles } from '../../components/button';
import { Logo } from '../../components/logo';
import { SkipLink } from '../../components/skip-link';
import { paths } from '../../config/paths';
import { useSignedInUser } from '../../lib/auth/me';
import { cn } from '../../lib/cn';
import { useFocusOnNavigate } from '../../lib/use-focus-on-navigate';
import { useDocumentTitle, useRouteTitle } from '../route-title';
import { PageSkeleton } from './page-skeleton';

/** A prospect's menu: the offers and their account, only pages the customer guard leaves open to them. */
function ProspectMenu() {
  const { t } = useTranslation('navigation');
  return (
    <nav aria-label={t('mainMenu')} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex gap-1">
        {buildProspectMenu().map((item) => (
          <li key={item.id}>
            <NavLink
              to={item.url}
              className={({ isActive }) =>
                cn(
                  '-mb-px inline-flex h-11 items-center border-b-2 px-3 text-sm font-medium whitespace-nowrap transition-colors',
                  isActive ? 'border-accent text-accent' : 'border-transparent text-ink-soft hover:text-ink',
                )
              }
            >
              {t(`menu.${item.id}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The layout with only the logo and a logout link (a checkout, the signing page); for a prospect, their whole space
 * (/anonymous and their account pages) with the prospect's menu.
 */
export default function LogoutOnlyLayout() {
  const { t } = useTranslation('layout');
  const user = useSignedInUser();
  useDocumentTitle(useRouteTitle());
  useFocusOnNavigate('main');
  return (
    <div className="flex min-h-dvh flex-col bg-canvas">
      <SkipLink />
      <header className="border-b border-line bg-surface">
        <div className="mx-auto flex h-16 max-w-5xl items-center justify-between gap-4 px-4 sm:px-6">
          <Logo />
          <Link to={paths.logout} className={buttonStyles({ variant: 'secondary', size: 'sm' })}>
            <LogOut className="size-4" aria-hidden="true" />
            {t('logoutOnly.signOut')}
          </Link>
        </div>
        {user.isCustomer ? null : (
          <div className="mx-auto max-w-5xl px-4 sm:px-6">
            <ProspectMenu />
          </div>
        )}
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
    </div>
  );
}
