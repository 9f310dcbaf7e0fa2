import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';

const PAGES = [
  { key: 'offers', to: paths.administration.offers },
  { key: 'sales', to: paths.administration.sales },
  { key: 'subscriptions', to: paths.administration.subscriptions },
  { key: 'revenue', to: paths.administration.revenue },
] as const;

/** The four pages of the shop's administration as tabs, the current one marked. */
export function ShopAdminNav() {
  const { t } = useTranslation('shop-admin');
  return (
    <nav aria-label={t('nav.label')} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex min-w-max gap-1 border-b border-line">
        {PAGES.map((page) => (
          <li key={page.key}>
            <NavLink
              to={page.to}
              end
              className={({ isActive }) =>
                cn(
                  '-mb-px inline-flex h-11 items-center border-b-2 px-3 text-sm font-medium whitespace-nowrap transition-colors',
                  isActive
                    ? 'border-accent text-accent'
                    : 'border-transparent text-ink-soft hover:border-line hover:text-ink',
                )
              }
            >
              {t(`nav.${page.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
