import { displayNameOrEmail } from '@campus/domain/account';
import { isMdbAdmin } from '@campus/domain/rights';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import {
  ChartNoAxesColumn,
  Compass,
  History,
  ListChecks,
  LogOut,
  Receipt,
  Repeat,
  ShieldAlert,
  Tags,
  UserRound,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useSignedInUser } from '../../../lib/auth/me';
import { replayGuidedTour } from '../../../lib/guided-tour';
import { ProfileButton } from './profile-button';

const itemStyles =
  'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm text-ink no-underline outline-none select-none data-[highlighted]:bg-canvas focus-visible:outline-2 focus-visible:outline-solid focus-visible:-outline-offset-2 focus-visible:outline-accent';

/** One link of the menu, its icon before its label. */
function MenuLink({ to, icon: Icon, children }: { to: string; icon: LucideIcon; children: ReactNode }) {
  return (
    <DropdownMenu.Item asChild className={itemStyles}>
      <Link to={to}>
        <Icon className="size-4 text-ink-faint" aria-hidden="true" />
        {children}
      </Link>
    </DropdownMenu.Item>
  );
}

/**
 * The profile menu: `Mon compte`, for an admin the administration's pages (members, journal, jobs, then the shop's
 * offers, sales, subscriptions and revenue), the guided tour to replay (spec 2.6) and
 * `Se déconnecter` (spec 2.3).
 */
export default function ProfileMenuContent({ defaultOpen }: { defaultOpen: boolean }) {
  const { t } = useTranslation('layout');
  const user = useSignedInUser();
  const name = displayNameOrEmail(user);
  // An item that led to another page leaves the focus to that page's heading (useFocusOnNavigate), not to this button.
  const openedOn = useRef(window.location.pathname);
  return (
    <DropdownMenu.Root
      defaultOpen={defaultOpen}
      onOpenChange={(open) => {
        if (open) openedOn.current = window.location.pathname;
      }}
    >
      <DropdownMenu.Trigger asChild>
        <ProfileButton />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-40 w-64 rounded-card border border-line bg-surface p-1.5 shadow-popup"
          onCloseAutoFocus={(event) => {
            if (window.location.pathname !== openedOn.current) event.preventDefault();
          }}
        >
          <div className="px-3 py-2">
            <p className="text-xs text-ink-faint">{t('header.signedInAs')}</p>
            <p className="truncate text-sm font-semibold text-ink">{name}</p>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <MenuLink to={paths.account.profile} icon={UserRound}>
            {t('header.account')}
          </MenuLink>
          {isMdbAdmin(user) ? (
            <>
              <MenuLink to={paths.administration.members} icon={UsersRound}>
                {t('header.members')}
              </MenuLink>
              <MenuLink to={paths.administration.journal} icon={History}>
                {t('header.journal')}
              </MenuLink>
              <MenuLink to={paths.administration.moderation} icon={ShieldAlert}>
                {t('header.moderation')}
              </MenuLink>
              <MenuLink to={paths.administration.jobs} icon={ListChecks}>
                {t('header.jobs')}
              </MenuLink>
              <DropdownMenu.Separator className="my-1 h-px bg-line" />
              <MenuLink to={paths.administration.offers} icon={Tags}>
                {t('header.offers')}
              </MenuLink>
              <MenuLink to={paths.administration.sales} icon={Receipt}>
                {t('header.sales')}
              </MenuLink>
              <MenuLink to={paths.administration.subscriptions} icon={Repeat}>
                {t('header.subscriptions')}
              </MenuLink>
              <MenuLink to={paths.administration.revenue} icon={ChartNoAxesColumn}>
                {t('header.revenue')}
              </MenuLink>
              <DropdownMenu.Separator className="my-1 h-px bg-line" />
            </>
          ) : null}
          <DropdownMenu.Item className={itemStyles} onSelect={replayGuidedTour}>
            <Compass className="size-4 text-ink-faint" aria-hidden="true" />
            {t('tour.replay')}
          </DropdownMenu.Item>
          <MenuLink to={paths.logout} icon={LogOut}>
            {t('header.signOut')}
          </MenuLink>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
