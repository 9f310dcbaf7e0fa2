import { safeFromPath } from '@campus/domain/navigation';
import { Navigate, Outlet, useSearchParams } from 'react-router';
import { useCurrentUser } from '../../lib/auth/me';

/** Login pages: a member already signed in goes on to where they were heading. */
export function RedirectSignedIn() {
  const { status } = useCurrentUser();
  const [searchParams] = useSearchParams();
  if (status === 'signed-in') return <Navigate to={safeFromPath(searchParams.get('from'))} replace />;
  return <Outlet />;
}
