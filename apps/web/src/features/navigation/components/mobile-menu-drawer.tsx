import type { MenuLayout } from '@campus/domain/navigation';
import { displayNameOrEmail } from '@campus/domain/account';
import { Menu } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { Avatar } from '../../../components/avatar';
import { Drawer } from '../../../components/drawer';
import { Logo } from '../../../components/logo';
import { paths } from '../../../config/paths';
import { useSignedInUser } from '../../../lib/auth/me';
import { SidebarFooter } from './sidebar-footer';
import { SidebarMenu } from './sidebar-menu';

/** Under 1024px the sidebar is a drawer: logo, menu, the member's picture and name (spec 2.6). */
export function MobileMenuDrawer({ layout }: { layout: MenuLayout }) {
  const { t } = useTranslation('navigation');
  const user = useSignedInUser();
  const [isOpen, setIsOpen] = useState(false);
  const close = () => setIsOpen(false);
  const name = displayNameOrEmail(user);
  return (
    <>
      <button
        type="button"
        onClick={() => setIsOpen(true)}
        aria-label={t('openMenu')}
        aria-expanded={isOpen}
        className="flex size-10 items-center justify-center rounded-full text-ink-soft hover:bg-canvas hover:text-ink lg:hidden"
      >
        <Menu className="size-6" aria-hidden="true" />
      </button>
      <Drawer open={isOpen} onOpenChange={setIsOpen} title={t('menuDrawer')} side="left">
        <div className="flex min-h-full flex-col">
          <div className="px-5 pb-2">
            <Link to={paths.home} aria-label={t('homeLink')} onClick={close} className="inline-flex rounded-lg">
              <Logo />
            </Link>
          </div>
          <Link
            to={paths.account.profile}
            onClick={close}
            className="mx-3 my-3 flex items-center gap-3 rounded-xl bg-canvas p-3 hover:bg-accent-soft"
          >
            <Avatar name={name} pictureUrl={user.pictureUrl} size="md" />
            <span className="min-w-0 truncate font-medium text-ink">{name}</span>
          </Link>
          <div className="flex-1 px-3 pb-4">
            <SidebarMenu layout={layout} onNavigate={close} />
          </div>
          <SidebarFooter />
        </div>
      </Drawer>
    </>
  );
}
