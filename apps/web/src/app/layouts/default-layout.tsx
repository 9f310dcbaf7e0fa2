import { AppShell } from './app-shell';

/** The default layout of spec 2.3. */
export default function DefaultLayout() {
  return <AppShell layout="default" />;
}
