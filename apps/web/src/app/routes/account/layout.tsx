import { buildAccountMenu } from '@campus/domain/navigation';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router';
import { useSignedInUser } from '../../../lib/auth/me';
import { cn } from '../../../lib/cn';

/** `/mon-compte`: the account pages under their tabs (Mon activité only for customers). */
export default function AccountLayout() {
  const { t } = useTranslation(['account', 'navigation']);
  const user = useSignedInUser();
  const { pathname } = useLocation();
  const tabs = useRef<HTMLElement>(null);
  // On a phone the tabs scroll sideways: the current one (Mes données, the last) is brought into view.
  useEffect(() => {
    tabs.current?.querySelector('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  // Tabs cut at an edge say so: a fade on the side where more tabs wait.
  const [more, setMore] = useState({ left: false, right: false });
  useEffect(() => {
    const nav = tabs.current;
    if (!nav) return;
    const measure = () =>
      setMore({
        left: nav.scrollLeft > 1,
        right: nav.scrollLeft + nav.clientWidth < nav.scrollWidth - 1,
      });
    measure();
    nav.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(nav);
    return () => {
      nav.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, []);
  const fade = 'pointer-events-none absolute inset-y-0 z-10 w-10 from-canvas to-transparent sm:hidden';
  return (
    <div>
      <div className="relative">
        {more.left ? <div aria-hidden="true" className={cn(fade, '-left-4 bg-gradient-to-r')} /> : null}
        {more.right ? (
          <div aria-hidden="true" data-testid="more-tabs" className={cn(fade, '-right-4 bg-gradient-to-l')} />
        ) : null}
        <nav
          ref={tabs}
          aria-label={t('account:tabs.label')}
          className="-mx-4 mb-6 overflow-x-auto px-4 sm:mx-0 sm:px-0"
        >
          <ul className="flex min-w-max gap-1 border-b border-line">
            {buildAccountMenu(user).map((tab) => (
              <li key={tab.id}>
                <NavLink
                  to={tab.url}
                  className={({ isActive }) =>
                    cn(
                      '-mb-px inline-flex h-11 items-center border-b-2 px-3 text-sm font-medium whitespace-nowrap transition-colors',
                      isActive
                        ? 'border-accent text-accent'
                        : 'border-transparent text-ink-soft hover:border-line hover:text-ink',
                    )
                  }
                >
                  {t(`navigation:menu.${tab.id}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <Outlet />
    </div>
  );
}
