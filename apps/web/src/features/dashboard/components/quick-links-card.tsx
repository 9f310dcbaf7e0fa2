import type { MenuItem } from '@campus/domain/navigation';
import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { Card } from '../../../components/card';

interface QuickLinksCardProps {
  /** The sections the menu shows to this member in this channel (spec 2.4), dashboard excluded. */
  sections: readonly MenuItem[];
  /** The account pages of this member. */
  accountPages: readonly MenuItem[];
  renderIcon: (item: MenuItem) => ReactNode;
  className?: string;
}

function QuickLinkList({
  items,
  renderIcon,
}: {
  items: readonly MenuItem[];
  renderIcon: (item: MenuItem) => ReactNode;
}) {
  const { t } = useTranslation(['dashboard', 'navigation']);
  return (
    <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item.id}>
          <Link
            to={item.url}
            className="group flex items-center gap-3 rounded-xl border border-line px-3 py-3 transition hover:border-accent hover:bg-accent-soft"
          >
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent-soft text-accent [&_svg]:size-5">
              {renderIcon(item)}
            </span>
            <span className="min-w-0 flex-1">
              <span className="block text-sm font-semibold text-ink">{t(`navigation:menu.${item.id}`)}</span>
              <span className="block truncate text-xs text-ink-faint">
                {t(`dashboard:quickLinks.descriptions.${item.id}`)}
              </span>
            </span>
            <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-ink-faint group-hover:text-accent" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Links to the sections the member can open, then to their account pages. */
export function QuickLinksCard({ sections, accountPages, renderIcon, className }: QuickLinksCardProps) {
  const { t } = useTranslation('dashboard');
  return (
    <Card className={className}>
      <section aria-labelledby="dashboard-quick-links" className="p-5 sm:p-6">
        <h2 id="dashboard-quick-links" className="text-lg font-semibold text-ink">
          {t('quickLinks.title')}
        </h2>
        {sections.length > 0 ? (
          <div className="mt-4">
            <QuickLinkList items={sections} renderIcon={renderIcon} />
          </div>
        ) : null}
        <h3 className="mt-6 mb-3 text-sm font-semibold text-ink-soft">{t('quickLinks.account')}</h3>
        <QuickLinkList items={accountPages} renderIcon={renderIcon} />
      </section>
    </Card>
  );
}
