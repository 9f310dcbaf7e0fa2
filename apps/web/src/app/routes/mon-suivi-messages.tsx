import { canSeeDealsOffMarket, canUseNetwork } from '@campus/domain/rights';
import { useTranslation } from 'react-i18next';
import { MessagesScreen } from '../../features/messaging/components/messages-screen';
import { DealConversationBanner } from '../../features/network/components/deal-conversation-banner';
import { useActiveChannel } from '../../lib/auth/active-channel';
import { useSignedInUser } from '../../lib/auth/me';
import { discussionsQuery, messagesQuery } from '../../features/messaging/discussions';
import { getRealtimeClient } from '../../lib/realtime/realtime';
import type { PagePrefetch } from '../page-prefetch';

/** How long the first load follows the page's queries for it: its screen follows them itself once rendered. */
const HELD_FOR_THE_PAGE_MS = 15_000;

/**
 * The page's first data comes on the realtime socket: its discussions (both tabs) and the open conversation are
 * subscribed to as soon as the member is known, so their snapshots can arrive before the page's first render
 * instead of after it.
 */
export const prefetch: PagePrefetch = ({ channel, searchParams }) => {
  const client = getRealtimeClient();
  const openId = searchParams.get('id');
  const queries = [
    discussionsQuery(channel, 'member'),
    discussionsQuery(channel, 'archived'),
    ...(openId ? [messagesQuery(openId)] : []),
  ];
  const stops = queries.map((query) => client.subscribe(query, () => undefined));
  setTimeout(() => stops.forEach((stop) => stop()), HELD_FOR_THE_PAGE_MS);
};

/** `/mon-suivi/messages?id=…&targetId=…` in the chat layout (spec 2.1). */
export default function MessagesPage() {
  const { t } = useTranslation('messaging');
  const user = useSignedInUser();
  const { channel } = useActiveChannel();
  return (
    <MessagesScreen
      key={channel}
      uid={user.uid}
      channel={channel}
      title={t('title')}
      canSearchMembers={canUseNetwork(user)}
      renderTargetBanner={
        // A deal off market's conversation (spec 3.4 TargetId) on the immobilier channel, for who may see deals.
        channel === 'immobilier' && user.isCustomer && canSeeDealsOffMarket(user)
          ? (targetId) => <DealConversationBanner targetId={targetId} />
          : undefined
      }
    />
  );
}
