import { canSeeDealsOffMarket, canUseNetwork } from '@campus/domain/rights';
import { useTranslation } from 'react-i18next';
import { MessagesScreen } from '../../features/messaging/components/messages-screen';
import { DealConversationBanner } from '../../features/network/components/deal-conversation-banner';
import { useActiveChannel } from '../../lib/auth/active-channel';
import { useSignedInUser } from '../../lib/auth/me';

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
