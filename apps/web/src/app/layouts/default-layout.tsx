import { lazy, Suspense } from 'react';
import { useSignedInUser } from '../../lib/auth/me';
import { AppShell } from './app-shell';
import { FullPageSkeleton } from './full-page-skeleton';

/** A prospect's own space: its code loads for them only, not with every member page. */
const LogoutOnlyLayout = lazy(() => import('./logout-only-layout'));

/** The default layout of spec 2.3; a prospect's account pages stay in the prospect's own space instead. */
export default function DefaultLayout() {
  const user = useSignedInUser();
  if (user.isCustomer) return <AppShell layout="default" />;
  return (
    <Suspense fallback={<FullPageSkeleton />}>
      <LogoutOnlyLayout />
    </Suspense>
  );
}
