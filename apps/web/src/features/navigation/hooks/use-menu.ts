import { buildMenu, type MenuItem, type MenuLayout } from '@campus/domain/navigation';
import { useActiveChannel } from '../../../lib/auth/active-channel';
import { useSignedInUser } from '../../../lib/auth/me';

/** The sidebar menu of spec 2.4 for the signed-in member in the active channel. */
export function useMenu(layout: MenuLayout): MenuItem[] {
  const user = useSignedInUser();
  const { channel } = useActiveChannel();
  return buildMenu({ layout, channel, user });
}
