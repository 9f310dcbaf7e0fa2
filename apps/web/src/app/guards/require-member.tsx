import { guardRedirect, loginRedirectPath } from '@campus/domain/navigation';
import { useTranslation } from '../../lib/use-translation';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useActiveChannelEffects } from '../../lib/auth/active-channel';
import { useCurrentUser, useSignedInUser } from '../../lib/auth/me';
import { useLiveAccount } from '../../lib/auth/use-live-account';
import { FullPageSkeleton } from '../layouts/full-page-skeleton';
import { ShellError } from '../layouts/shell-error';

/**
 * The routes of spec 2.2 for a signed-in member: customer, MDB, admin, starter-MDB guards, sport's home; they follow
 * an admin's change of the member's rights live.
 */
function MemberGuards() {
  const user = useSignedInUser();
  const channel = useActiveChannelEffects();
  useLiveAccount();
  const { pathname } = useLocation();
  const redirect = guardRedirect(pathname, { user, channel });
  if (redirect && redirect !== pathname) return <Navigate to={redirect} replace />;
  return <Outlet />;
}

/**
 * Member routes: a signed-out visitor goes to login with a `from` path (the query `from` wins over
 * the current path); while the member loads, the shell's skeleton shows.
 */
export function RequireMember() {
  const { t } = useTranslation('layout');
  const { status, retry } = useCurrentUser();
  const location = useLocation();

  if (status === 'signed-out') {
    const queryFrom = new URLSearchParams(location.search).get('from');
    return <Navigate to={loginRedirectPath(`${location.pathname}${location.search}`, queryFrom)} replace />;
  }
  if (status === 'loading') return <FullPageSkeleton />;
  if (status === 'error') return <ShellError message={t('shell.loadError')} onRetry={retry} />;
  return <MemberGuards />;
}
