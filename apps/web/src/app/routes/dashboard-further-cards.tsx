import { buildAccountMenu, buildMenu, type MenuItem } from '@campus/domain/navigation';
import { hasAccessRight } from '@campus/domain/rights';
import type { ChannelSlug } from '@campus/domain/shared';
import { Activity, Bell, FileSignature, Receipt } from 'lucide-react';
import { ProfileCompletenessCard } from '../../features/dashboard/components/profile-completeness-card';
import { QuickLinksCard } from '../../features/dashboard/components/quick-links-card';
import { DashboardProjectsCard } from '../../features/incubator/components/dashboard-projects-card';
import { FutureContentsCard } from '../../features/learning/components/future-contents-card';
import { MenuIcon } from '../../features/navigation/components/menu-icon';
import { LatestNotificationsCard } from '../../features/notifications/components/latest-notifications-card';
import type { CurrentUser } from '../../lib/auth/me';
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
 * The dashboard's further cards (latest notifications, workshops, projects, profile, quick links), with their
 * features' code: loaded as they come near the screen (routes/dashboard.tsx), on a phone once the member scrolls.
 */
export function DashboardFurtherCards({ user, channel }: { user: CurrentUser; channel: ChannelSlug }) {
  // The menu's sections of this channel: the cards of hidden sections are not shown, and the quick links list them.
  const sections = buildMenu({ layout: 'default', channel, user }).filter((item) => item.id !== 'dashboard');
  return (
    <>
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
