import { AppShell } from './app-shell';

/** The MDB layout: the same shell, its sidebar built with the MDB menu rules (spec 2.4). */
export default function MdbLayout() {
  return <AppShell layout="mdb" />;
}
