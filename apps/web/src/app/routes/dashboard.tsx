import { buildAccountMenu, buildMenu, type MenuItem } from '@campus/domain/navigation';
import { hasAccessRight } from '@campus/domain/rights';
import type { ChannelSlug } from '@campus/domain/shared';
import { Activity, Bell, FileSignature, Receipt } from 'lucide-react';
import { startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { DashboardError } from '../../features/dashboard/components/dashboard-error';
import { DashboardSkeleton } from '../../features/dashboard/components/dashboard-skeleton';
import { GreetingCard } from '../../features/dashboard/components/greeting-card';
import { LevelsCard } from '../../features/dashboard/components/levels-card';
import { ProfileCompletenessCard } from '../../features/dashboard/components/profile-completeness-card';
import { QuickLinksCard } from '../../features/dashboard/components/quick-links-card';
import { useLevelsRefresh } from '../../features/dashboard/hooks/use-levels-refresh';
import { NextSessionsCard } from '../../features/events/components/next-sessions-card';
import { DashboardProjectsCard } from '../../features/incubator/components/dashboard-projects-card';
import { FutureContentsCard } from '../../features/learning/components/future-contents-card';
import { LatestReplaysCard } from '../../features/learning/components/latest-replays-card';
import { TrainingsProgressCard } from '../../features/learning/components/trainings-progress-card';
import { courseHrefFor } from '../../features/learning/course-href';
import { MenuIcon } from '../../features/navigation/components/menu-icon';
import { LatestNotificationsCard } from '../../features/notifications/components/latest-notifications-card';
import { useActiveChannel } from '../../lib/auth/active-channel';
import { useMe, type CurrentUser } from '../../lib/auth/me';
import { paths } from '../../config/paths';

// Account pages without one of the spec's menu icons.
const ACCOUNT_ICONS: Record<string, typeof Receipt> = {
  invoices: Receipt,
  contracts: FileSignature,
  activity: Activity,
};

function quickLinkIcon(item: MenuItem) {
  if (item.icon) return <MenuIcon name={item.icon} />;
  const Icon = ACCOUNT_ICONS[item.id] ?? Activity;
  return <Icon aria-hidden="true" />;
}

/**
 * True once the first screen of the dashboard has been painted: the cards below it render then, in a transition, so
 * that on a phone the greeting and the levels show without waiting for the ten cards to be built.
 */
function useFirstScreenPainted(): boolean {
  const [isPainted, setIsPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setIsPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return isPainted;
}

/** The cards below the greeting and the levels: rendered once that first screen has been painted. */
function BelowFirstScreen({
  user,
  channel,
  sections,
}: {
  user: CurrentUser;
  channel: ChannelSlug;
  sections: MenuItem[];
}) {
  const isFirstScreenPainted = useFirstScreenPainted();
  if (!isFirstScreenPainted) return null;
  return (
    <>
      <TrainingsProgressCard
        channel={channel}
        courseHref={courseHrefFor(user.lms.courseSite)}
        trainingsHref={paths.trainings}
      />
      {sections.some((item) => item.id === 'events') ? (
        <NextSessionsCard channel={channel} eventHref={paths.event} eventsHref={paths.events} />
      ) : null}
      {sections.some((item) => item.id === 'replays') ? (
        <LatestReplaysCard
          channel={channel}
          replayHref={paths.replay}
          replaysHref={paths.replays}
          icon={<MenuIcon name="mediacenter" />}
        />
      ) : null}
      <LatestNotificationsCard
        channel={channel}
        uid={user.uid}
        lastSignIn={user.lastSignIn}
        notificationsHref={paths.tracking.notifications}
        icon={<Bell aria-hidden="true" />}
      />
      <FutureContentsCard channel={channel} />
      {/* The incubator's MDB projects (VALIDATED first, spec 4), where the menu shows the
          incubator and only for MDB members: the server answers 403 to the others, so they never ask. */}
      {sections.some((item) => item.id === 'incubator') && hasAccessRight('mdb', user) ? (
        <DashboardProjectsCard
          projectHref={paths.mdb.project}
          projectsHref={paths.mdb.root}
          submitHref={paths.mdb.submitProject}
        />
      ) : null}
      <ProfileCompletenessCard user={user} />
      <QuickLinksCard
        className="lg:col-span-2"
        sections={sections}
        accountPages={buildAccountMenu(user)}
        renderIcon={quickLinkIcon}
      />
    </>
  );
}

function Dashboard({ user }: { user: CurrentUser }) {
  const { t } = useTranslation(['dashboard', 'navigation']);
  const { channel } = useActiveChannel();
  const isRefreshingLevels = useLevelsRefresh(channel);
  const channelName = t(`navigation:channels.names.${channel}`);
  const sections = buildMenu({ layout: 'default', channel, user }).filter((item) => item.id !== 'dashboard');

  // Phone: one column. Desktop: greeting, then levels beside the profile, then quick links.
  // From 1720px: greeting beside the levels, quick links beside the profile.
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 3xl:grid-cols-3">
      <GreetingCard
        className="lg:col-span-2"
        firstName={user.firstname}
        channelName={channelName}
        points={user.points}
        memberSince={user.createdAt}
      />
      <LevelsCard
        channel={channel}
        channelName={channelName}
        levels={user.levels[channel] ?? []}
        isRefreshing={isRefreshingLevels}
      />
      <BelowFirstScreen user={user} channel={channel} sections={sections} />
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
