import type { MenuLayout } from '@campus/domain/navigation';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { Logo } from '../../../components/logo';
import { paths } from '../../../config/paths';
import { DESKTOP_MEDIA_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { SidebarFooter } from './sidebar-footer';
import { SidebarMenu } from './sidebar-menu';

/**
 * The desktop sidebar (1024px and up): logo, menu, contact and social links. A phone, which would hide it, does not
 * build it at all (a fifth of a member page's elements, built and styled on every first load); its menu is the drawer's.
 */
export function Sidebar({ layout }: { layout: MenuLayout }) {
  const { t } = useTranslation('navigation');
  const isDesktop = useMediaQuery(DESKTOP_MEDIA_QUERY);
  if (!isDesktop) return null;
  return (
    <aside className="fixed inset-y-0 left-0 z-30 flex w-66 flex-col border-r border-line bg-surface">
      <div className="flex h-16 shrink-0 items-center px-5">
        <Link to={paths.home} aria-label={t('homeLink')} className="rounded-lg">
          <Logo />
        </Link>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-3 py-4">
        <SidebarMenu layout={layout} />
      </div>
      <SidebarFooter />
    </aside>
  );
}
