import { useSignedInUser } from '../../lib/auth/me';
import { AppShell } from './app-shell';
import LogoutOnlyLayout from './logout-only-layout';

/** The default layout of spec 2.3; a prospect's account pages stay in the prospect's own space instead. */
export default function DefaultLayout() {
  const user = useSignedInUser();
  return user.isCustomer ? <AppShell layout="default" /> : <LogoutOnlyLayout />;
}
