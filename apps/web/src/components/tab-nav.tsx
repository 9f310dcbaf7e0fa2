import { useEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { cn } from '../lib/cn';

export interface TabNavItem {
  key: string;
  to: string;
  label: string;
  /** Marks the tab current on its own URL only, not below it. */
  end?: boolean;
}

/**
 * Pages of one area as tabs (links), the current one marked. On a phone they scroll sideways: the current tab is
 * brought into view, and a fade shows on the side where more tabs wait.
 */
export function TabNav({
  label,
  items,
  className,
}: {
  label: string;
  items: readonly TabNavItem[];
  className?: string;
}) {
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const [more, setMore] = useState({ left: false, right: false });
  useEffect(() => {
    nav.current?.querySelector('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  useEffect(() => {
    const element = nav.current;
    if (!element) return;
    const measure = () =>
      setMore({
        left: element.scrollLeft > 1,
        right: element.scrollLeft + element.clientWidth < element.scrollWidth - 1,
      });
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, []);
  const fade = 'pointer-events-none absolute inset-y-0 z-10 w-10 from-canvas to-transparent sm:hidden';
  return (
    <div className={cn('relative', className)}>
      {more.left ? <div aria-hidden="true" className={cn(fade, '-left-4 bg-gradient-to-r')} /> : null}
      {more.right ? (
        <div aria-hidden="true" data-testid="more-tabs" className={cn(fade, '-right-4 bg-gradient-to-l')} />
      ) : null}
      <nav ref={nav} aria-label={label} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <ul className="flex min-w-max gap-1 border-b border-line">
          {items.map((item) => (
            <li key={item.key}>
              <NavLink
                to={item.to}
                end={item.end}
                className={({ isActive }) =>
                  cn(
                    '-mb-px inline-flex h-11 items-center border-b-2 px-3 text-sm font-medium whitespace-nowrap transition-colors',
                    isActive
                      ? 'border-accent text-accent'
                      : 'border-transparent text-ink-soft hover:border-line hover:text-ink',
                  )
                }
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
