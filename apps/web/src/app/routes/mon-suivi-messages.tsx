import { canSeeDealsOffMarket, canUseNetwork } from '@campus/domain/rights';
import { Suspense } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { MessagesScreen } from '../../features/messaging/components/messages-screen';
import { ReportButton } from '../../features/moderation/components/report-button';
import { useActiveChannel } from '../../lib/auth/active-channel';
import { useSignedInUser } from '../../lib/auth/me';
import { discussionsQuery, messagesQuery } from '../../features/messaging/discussions';
import { getRealtimeClient } from '../../lib/realtime/realtime';
import { lazyWithTexts } from '../lazy-with-texts';
import type { PagePrefetch } from '../page-prefetch';

// A deal's banner shows in a deal's conversation only: its code (the deal's texts, the report form) and the network's
// texts load with it.
const DealConversationBanner = lazyWithTexts(
  () =>
    import('../../features/network/components/deal-conversation-banner').then(
      (module) => module.DealConversationBanner,
    ),
  ['network', 'moderation'],
).Component;

// `Bloquer` in a direct discussion's header: its code and the network's texts load once a direct discussion opens.
const BlockMemberButton = lazyWithTexts(
  () => import('../../features/network/components/block-member-button').then((module) => module.BlockMemberButton),
  ['network'],
).Component;
const renderReport = (kind: 'message' | 'discussion', id: string) => (
  // A flag only: beside a message's time, and in the conversation's header, where a phone has little room.
  <ReportButton kind={kind} id={id} look="icon" className={kind === 'discussion' ? 'size-9' : undefined} />
);
const renderDealReport = (id: string) => <ReportButton kind="deal" id={id} />;

/** How long the first load follows the page's queries for it: its screen follows them itself once rendered. */
const HELD_FOR_THE_PAGE_MS = 15_000;

/**
 * The page's first data comes on the realtime socket: its discussions (both tabs) and the open conversation are
 * subscribed to as soon as the member is known, so their snapshots can arrive before the page's first render
 * instead of after it. The list is the page's first screen: the first render waits for the active tab's snapshot
 * (page-prefetch.ts). The members' names do not hold it up: the list asks for them once shown, each name's place
 * kept meanwhile (discussion-list.tsx).
 */
export const prefetch: PagePrefetch = ({ channel, searchParams }) => {
  const client = getRealtimeClient();
  const openId = searchParams.get('id');
  const active = discussionsQuery(channel, 'member');
  let showList: () => void = () => undefined;
  const listShown = new Promise<void>((resolve) => (showList = resolve));
  // The first snapshot (or its failure): what the list's first render shows.
  const onActive = () => {
    if (client.getState(active).status !== 'loading') showList();
  };
  const stops = [
    client.subscribe(active, onActive),
    client.subscribe(discussionsQuery(channel, 'archived'), () => undefined),
    ...(openId ? [client.subscribe(messagesQuery(openId), () => undefined)] : []),
  ];
  // A snapshot the client already had (none on a first load) counts as well.
  onActive();
  setTimeout(() => stops.forEach((stop) => stop()), HELD_FOR_THE_PAGE_MS);
  return listShown;
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
          ? (targetId) => (
              <Suspense fallback={null}>
                <DealConversationBanner targetId={targetId} renderReport={renderDealReport} />
              </Suspense>
            )
          : undefined
      }
      renderMemberAction={(member) => (
        <Suspense fallback={null}>
          <BlockMemberButton uid={member.uid} name={member.name} isCompact />
        </Suspense>
      )}
      renderReport={renderReport}
    />
  );
}
