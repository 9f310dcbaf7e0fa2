import { displayNameOrEmail } from '@campus/domain/account';
import { isMdbAdmin } from '@campus/domain/rights';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Compass, History, ListChecks, LogOut, UserRound, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useSignedInUser } from '../../../lib/auth/me';
import { replayGuidedTour } from '../../../lib/guided-tour';
import { ProfileButton } from './profile-button';

const itemStyles =
  'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm text-ink no-underline outline-none select-none data-[highlighted]:bg-canvas';

/**
 * The profile menu: `Mon compte`, for an admin the administration's pages, the guided tour to replay (spec 2.6) and
 * `Se déconnecter` (spec 2.3).
 */
export default function ProfileMenuContent({ defaultOpen }: { defaultOpen: boolean }) {
  const { t } = useTranslation('layout');
  const user = useSignedInUser();
  const name = displayNameOrEmail(user);
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>
        <ProfileButton />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-40 w-64 rounded-card border border-line bg-surface p-1.5 shadow-popup"
        >
          <div className="px-3 py-2">
            <p className="text-xs text-ink-faint">{t('header.signedInAs')}</p>
            <p className="truncate text-sm font-semibold text-ink">{name}</p>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item asChild className={itemStyles}>
            <Link to={paths.account.profile}>
              <UserRound className="size-4 text-ink-faint" aria-hidden="true" />
              {t('header.account')}
            </Link>
          </DropdownMenu.Item>
          {isMdbAdmin(user) ? (
            <>
              <DropdownMenu.Item asChild className={itemStyles}>
                <Link to={paths.administration.members}>
                  <UsersRound className="size-4 text-ink-faint" aria-hidden="true" />
                  {t('header.members')}
                </Link>
              </DropdownMenu.Item>
              <DropdownMenu.Item asChild className={itemStyles}>
                <Link to={paths.administration.journal}>
                  <History className="size-4 text-ink-faint" aria-hidden="true" />
                  {t('header.journal')}
                </Link>
              </DropdownMenu.Item>
              <DropdownMenu.Item asChild className={itemStyles}>
                <Link to={paths.administration.jobs}>
                  <ListChecks className="size-4 text-ink-faint" aria-hidden="true" />
                  {t('header.jobs')}
                </Link>
              </DropdownMenu.Item>
            </>
          ) : null}
          <DropdownMenu.Item className={itemStyles} onSelect={replayGuidedTour}>
            <Compass className="size-4 text-ink-faint" aria-hidden="true" />
            {t('tour.replay')}
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemStyles}>
            <Link to={paths.logout}>
              <LogOut className="size-4 text-ink-faint" aria-hidden="true" />
              {t('header.signOut')}
            </Link>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
