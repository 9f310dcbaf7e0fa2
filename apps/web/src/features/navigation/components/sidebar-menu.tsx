import type { MenuItem, MenuLayout } from '@campus/domain/navigation';
import { ExternalLink } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { NavLink } from 'react-router';
import { cn } from '../../../lib/cn';
import { useMenu } from '../hooks/use-menu';
import { MenuIcon } from './menu-icon';

interface SidebarMenuProps {
  layout: MenuLayout;
  /** Called after a link is followed (closes the mobile drawer). */
  onNavigate?: () => void;
}

const linkStyles = (isActive: boolean, isChild: boolean) =>
  cn(
    'flex items-center gap-3 rounded-lg transition-colors',
    isChild ? 'py-1.5 pr-3 pl-11 text-sm' : 'px-3 py-2.5 text-[15px] font-medium',
    isActive
      ? 'bg-accent-soft text-accent'
      : isChild
        ? 'text-ink-faint hover:bg-canvas hover:text-ink'
        : 'text-ink-soft hover:bg-canvas hover:text-ink',
  );

function MenuLink({ item, isChild, onNavigate }: { item: MenuItem; isChild: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation('navigation');
  const newTabHintId = useId();
  const title = t(`menu.${item.id}`);
  const icon = item.icon ? <MenuIcon name={item.icon} /> : null;
  if (item.external) {
    return (
      <a
        href={item.url}
        target="_blank"
        rel="noopener noreferrer"
        aria-describedby={newTabHintId}
        className={linkStyles(false, isChild)}
        onClick={onNavigate}
      >
        {icon}
        <span className="min-w-0 flex-1 truncate">{title}</span>
        <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
        <span id={newTabHintId} hidden>
          {t('newTab')}
        </span>
      </a>
    );
  }
  return (
    <NavLink
      to={item.url}
      end={item.url === '/'}
      className={({ isActive }) => linkStyles(isActive, isChild)}
      onClick={onNavigate}
    >
      {icon}
      <span className="min-w-0 flex-1 truncate">{title}</span>
    </NavLink>
  );
}

/** The main menu of spec 2.4: items with their icons, sub-items under their parent. */
export function SidebarMenu({ layout, onNavigate }: SidebarMenuProps) {
  const { t } = useTranslation('navigation');
  const items = useMenu(layout);
  return (
    <nav aria-label={t('mainMenu')}>
      <ul className="flex flex-col gap-1">
        {items.map((item) => (
          <li key={item.id}>
            <MenuLink item={item} isChild={false} onNavigate={onNavigate} />
            {item.children?.length ? (
              <ul className="mt-1 mb-2 flex flex-col gap-0.5">
                {item.children.map((child) => (
                  <li key={child.id}>
                    <MenuLink item={child} isChild onNavigate={onNavigate} />
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
