import type { ChannelSlug } from '@campus/domain/shared';
import { startTransition, useEffect, useRef, useState, type ComponentProps, type Ref } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { PageHeader } from '../../components/page-header';
import { Skeleton } from '../../components/skeleton';
import { DashboardError } from '../../features/dashboard/components/dashboard-error';
import { DashboardSkeleton } from '../../features/dashboard/components/dashboard-skeleton';
import { GreetingCard } from '../../features/dashboard/components/greeting-card';
import { LevelsCard } from '../../features/dashboard/components/levels-card';
import { useLevelsRefresh } from '../../features/dashboard/hooks/use-levels-refresh';
import { afterFirstPaint } from '../../lib/after-first-paint';
import { useActiveChannel } from '../../lib/auth/active-channel';
import { useMe, type CurrentUser } from '../../lib/auth/me';
import { useNearScreen } from '../../lib/use-near-screen';
import { lazyWithTexts } from '../lazy-with-texts';

/**
 * The cards right below the first screen, with their code. Their texts are the dashboard's own: the learning and events
 * namespaces (6.5 KB on the wire) would be loaded for a dozen of them.
 */
const nextCards = lazyWithTexts(async () => (await import('./dashboard-lower-cards')).DashboardLowerCards);
/** The further cards: on a phone they are a few screens down, and load as the member scrolls toward them. */
const furtherCards = lazyWithTexts(
  async () => (await import('./dashboard-further-cards')).DashboardFurtherCards,
  ['learning', 'incubator', 'notifications'],
);

type CardsState = 'waiting' | 'ready' | 'failed';

/**
 * Once the dashboard's first screen has been painted and `isWanted`, loads a group of cards, then renders them in a
 * transition: on a phone the greeting and the levels show without waiting for the cards' code to arrive, run and be
 * built.
 */
function useCards(load: () => Promise<unknown>, isWanted: boolean): CardsState {
  const [state, setState] = useState<CardsState>('waiting');
  useEffect(() => {
    if (!isWanted) return;
    let isCurrent = true;
    const settle = (next: CardsState) => {
      if (isCurrent) startTransition(() => setState(next));
    };
    afterFirstPaint()
      .then(load)
      .then(
        () => settle('ready'),
        () => settle('failed'),
      );
    return () => {
      isCurrent = false;
    };
  }, [load, isWanted]);
  return state;
}

type CardsProps = ComponentProps<typeof nextCards.Component>;

/** Cards' place, kept while they load: the footer stays below the first screen instead of jumping down from it. */
function CardsPlaceholder({ firstRef }: { firstRef?: Ref<HTMLDivElement> }) {
  return (
    <>
      <Skeleton ref={firstRef} className="h-72 rounded-card" />
      <Skeleton className="h-72 rounded-card" />
    </>
  );
}

/** Cards whose code could not load (the network dropped after the page did): a reload brings them. */
function CardsError() {
  return <DashboardError onRetry={() => window.location.reload()} isRetrying={false} />;
}

function FurtherCards(props: CardsProps) {
  const placeholder = useRef<HTMLDivElement>(null);
  const state = useCards(furtherCards.load, useNearScreen(placeholder));
  if (state === 'failed') return <CardsError />;
  return state === 'ready' ? <furtherCards.Component {...props} /> : <CardsPlaceholder firstRef={placeholder} />;
}

/**
 * The cards below the greeting and the levels: the next ones once that first screen has been painted, the further
 * ones once the next are shown and the member comes near them.
 */
function BelowFirstScreen(props: CardsProps) {
  const state = useCards(nextCards.load, true);
  if (state === 'failed') return <CardsError />;
  if (state === 'waiting') return <CardsPlaceholder />;
  return (
    <>
      <nextCards.Component {...props} />
      <FurtherCards {...props} />
    </>
  );
}

/**
 * The levels of the active channel, refreshed once a day: the refresh's state lives here, so that its start and end
 * render the levels card again, not the whole dashboard.
 */
function ChannelLevels({
  user,
  channel,
  channelName,
}: {
  user: CurrentUser;
  channel: ChannelSlug;
  channelName: string;
}) {
  const isRefreshing = useLevelsRefresh(channel);
  return (
    <LevelsCard
      channel={channel}
      channelName={channelName}
      levels={user.levels[channel] ?? []}
      isRefreshing={isRefreshing}
    />
  );
}

function Dashboard({ user }: { user: CurrentUser }) {
  const { t } = useTranslation(['dashboard', 'navigation']);
  const { channel } = useActiveChannel();
  const channelName = t(`navigation:channels.names.${channel}`);

  // Phone: one column. Desktop: greeting, then levels beside the profile, then quick links.
  // From 1720px: greeting beside the levels, quick links beside the profile.
  // A card off the screen is not laid out nor painted until it comes near (content-visibility: auto, 18rem high until
  // then): on a phone the cards below the first screen cost the main thread nothing when they arrive.
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 3xl:grid-cols-3 *:[contain-intrinsic-size:auto_18rem] *:[content-visibility:auto]">
      <GreetingCard
        className="lg:col-span-2"
        firstName={user.firstname}
        channelName={channelName}
        points={user.points}
        memberSince={user.createdAt}
      />
      <ChannelLevels user={user} channel={channel} channelName={channelName} />
      <BelowFirstScreen user={user} channel={channel} />
    </div>
  );
}

/** `/`: the member's dashboard (Tableau de bord) in the active channel. */
export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const me = useMe();
  return (
    <>
      <PageHeader title={t('title')} />
      {me.data ? (
        <Dashboard user={me.data} />
      ) : me.isError ? (
        <DashboardError onRetry={() => void me.refetch()} isRetrying={me.isFetching} />
      ) : (
        <DashboardSkeleton />
      )}
    </>
  );
}
