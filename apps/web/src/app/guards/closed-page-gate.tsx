import { pageAccess } from '@campus/domain/navigation';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useLocation } from 'react-router';
import { ClosedState } from '../../components/closed-state';
import { useActiveChannel } from '../../lib/auth/active-channel';
import { useSignedInUser } from '../../lib/auth/me';

/**
 * A page the member's rights hide from the menu, where no guard of spec 2.2 leads them away: it says why it is closed
 * instead of rendering, so none of its data is asked for (the menu and this gate read the same rule).
 */
export function ClosedPageGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const user = useSignedInUser();
  const { channel } = useActiveChannel();
  const { pathname } = useLocation();
  const access = pageAccess(pathname, { user, channel });
  if (access.kind === 'closed') return <ClosedState reason={t(`closedPage.reasons.${access.reason}`)} />;
  return children;
}
