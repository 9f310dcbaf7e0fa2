import { buildMenu, type MenuItem, type MenuLayout } from '@campus/domain/navigation';
import { useActiveChannel } from '../../../lib/auth/active-channel';
import { useSignedInUser } from '../../../lib/auth/me';

/** An external association engine set at build time (VITE_ASSOCIATION_ENGINE_URL); the built-in one otherwise. */
const ASSOCIATION_ENGINE_URL: string | null =
  (import.meta.env.VITE_ASSOCIATION_ENGINE_URL as string | undefined) || null;

/** The sidebar menu of spec 2.4 for the signed-in member in the active channel. */
export function useMenu(layout: MenuLayout): MenuItem[] {
  const user = useSignedInUser();
  const { channel } = useActiveChannel();
  return buildMenu({ layout, channel, user, associationEngineUrl: ASSOCIATION_ENGINE_URL });
}
