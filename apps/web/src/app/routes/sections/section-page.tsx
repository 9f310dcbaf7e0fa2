import { ArrowRight } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { Card } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { useMenu } from '../../../features/navigation/hooks/use-menu';
import { SECTIONS, type SectionConfig, type SectionId } from './sections';

/** A landing page lists the sub-pages the menu offers this member (Mon réseau, L'Incubateur). */
function SubPageLinks({ section, landingOf }: { section: SectionId; landingOf: SectionConfig['landingOf'] }) {
  const { t } = useTranslation(['navigation', 'sections']);
  const menu = useMenu(landingOf.layout);
  const children = menu.find((item) => item.id === landingOf.menuId)?.children ?? [];
  if (children.length === 0) {
    return (
      <Card>
        <EmptyState icon={SECTIONS[section].icon}>{t(`sections:${section}.empty`)}</EmptyState>
      </Card>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {children.map((child) => {
        const title = t(`navigation:menu.${child.id}`);
        const content = (
          <>
            <span className="font-semibold text-ink">{title}</span>
            <ArrowRight className="size-4 text-accent" aria-hidden="true" />
          </>
        );
        const styles =
          'flex items-center justify-between gap-3 rounded-card border border-line bg-surface p-5 transition hover:border-accent hover:shadow-card';
        return (
          <li key={child.id}>
            {child.external ? (
              <a href={child.url} target="_blank" rel="noopener noreferrer" className={styles}>
                {content}
              </a>
            ) : (
              <Link to={child.url} className={styles}>
                {content}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** A landing page: its title, a sentence and the sub-pages the menu offers this member. */
export function SectionPage({ section }: { section: SectionId }) {
  const { t } = useTranslation(['sections', 'navigation']);
  const config: SectionConfig = SECTIONS[section];

  return (
    <>
      <PageHeader title={t(config.title)} description={t(`sections:${section}.description`)} />
      <SubPageLinks section={section} landingOf={config.landingOf} />
    </>
  );
}
