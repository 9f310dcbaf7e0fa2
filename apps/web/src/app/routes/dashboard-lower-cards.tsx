import { buildMenu } from '@campus/domain/navigation';
import type { ChannelSlug } from '@campus/domain/shared';
import { NextSessionsCard } from '../../features/events/components/next-sessions-card';
import { LatestReplaysCard } from '../../features/learning/components/latest-replays-card';
import { TrainingsProgressCard } from '../../features/learning/components/trainings-progress-card';
import { courseHrefFor } from '../../features/learning/course-href';
import { MenuIcon } from '../../features/navigation/components/menu-icon';
import type { CurrentUser } from '../../lib/auth/me';
import { paths } from '../../config/paths';

/**
 * The dashboard's cards right below the greeting and the levels (trainings, next sessions, latest replays), with their
 * features' code: loaded once the dashboard's first screen is painted (routes/dashboard.tsx).
 */
export function DashboardLowerCards({ user, channel }: { user: CurrentUser; channel: ChannelSlug }) {
  // The menu's sections of this channel: the cards of hidden sections are not shown.
  const sections = buildMenu({ layout: 'default', channel, user });
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
    </>
  );
}
