import type { MenuLayout } from '@campus/domain/navigation';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { Logo } from '../../../components/logo';
import { paths } from '../../../config/paths';
import { HEADER_POPUP_IDS, type HeaderPopupId, type HeaderPopupSources } from '../header-popups';
import { ChannelSwitcher } from './channel-switcher';
import { HeaderPopup } from './header-popup';
import { MobileMenuDrawer } from './mobile-menu-drawer';
import { ProfileMenu } from './profile-menu';

interface HeaderProps {
  layout: MenuLayout;
  /** The current page's title, shown on the left. */
  title: string | null;
  popupSources: HeaderPopupSources;
}

/** The top header: page title, channel switcher, the three popups and the profile menu (spec 2.5). */
export function Header({ layout, title, popupSources }: HeaderProps) {
  const { t } = useTranslation(['layout', 'navigation']);
  // Only one popup is open at a time; clicking the open one closes it (spec 4).
  const [activePopup, setActivePopup] = useState<HeaderPopupId | null>(null);

  return (
    <header className="sticky top-0 z-20 flex h-16 items-center gap-2 border-b border-line bg-surface/95 px-3 backdrop-blur sm:px-4 lg:px-8">
      <MobileMenuDrawer layout={layout} />
      <Link to={paths.home} aria-label={t('navigation:homeLink')} className="rounded-lg sm:hidden">
        <Logo hasWordmark={false} />
      </Link>
      <p className="hidden min-w-0 flex-1 truncate text-lg font-semibold text-ink sm:block">{title}</p>
      <div className="ml-auto flex items-center gap-1 sm:gap-2">
        <ChannelSwitcher />
        <div role="group" aria-label={t('header.actions')} className="flex items-center gap-0.5 sm:gap-1">
          {HEADER_POPUP_IDS.map((id) => (
            <HeaderPopup
              key={id}
              id={id}
              source={popupSources[id]}
              isOpen={activePopup === id}
              onOpenChange={(open) => setActivePopup((current) => (open ? id : current === id ? null : current))}
            />
          ))}
        </div>
        <ProfileMenu />
      </div>
    </header>
  );
}
