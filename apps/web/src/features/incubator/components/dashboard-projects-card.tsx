import { validatedFirst } from '@campus/domain/incubator';
import { FolderKanban } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { Card } from '../../../components/card';
import { SectionHeading } from '../../../components/section-card';
import { Skeleton } from '../../../components/skeleton';
import { useDashboardProjects } from '../api/get-dashboard-projects';
import { AuditBadge, StateBadge } from './project-badges';

const SHOWN = 5;

/** The dashboard's MDB projects (spec 4): VALIDATED first, each with its state and audit, opening its page. */
export function DashboardProjectsCard({
  projectHref,
  projectsHref,
  submitHref,
  className,
}: {
  projectHref: (id: string) => string;
  projectsHref: string;
  submitHref: string;
  className?: string;
}) {
  const { t } = useTranslation('incubator');
  const projects = useDashboardProjects();
  return (
    <Card className={className}>
      <section aria-labelledby="dashboard-projects" className="space-y-4 p-5">
        <SectionHeading
          headingId="dashboard-projects"
          icon={<FolderKanban aria-hidden="true" />}
          title={t('mine.heading')}
          more={{ to: projectsHref, label: t('dashboard.all') }}
        />
        {projects.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : projects.isError ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-ink-soft">{t('loadError')}</p>
            <button
              type="button"
              className="text-sm font-medium text-accent hover:underline"
              onClick={() => void projects.refetch()}
            >
              {t('retry')}
            </button>
          </div>
        ) : projects.data.length === 0 ? (
          <div className="space-y-2">
            <p className="text-sm text-ink-soft">{t('mine.empty')}</p>
            <Link to={submitHref} className="text-sm font-medium text-accent hover:underline">
              {t('mine.new')}
            </Link>
          </div>
        ) : (
          <ul className="divide-y divide-line">
            {validatedFirst(projects.data)
              .slice(0, SHOWN)
              .map((project) => (
                <li
                  key={project.id}
                  className="flex flex-wrap items-center justify-between gap-2 py-2.5 first:pt-0 last:pb-0"
                >
                  <Link
                    to={projectHref(project.id)}
                    className="min-w-0 truncate font-medium text-ink hover:text-accent hover:underline"
                  >
                    {project.name}
                  </Link>
                  <span className="flex flex-wrap gap-1.5">
                    <StateBadge state={project.state} />
                    <AuditBadge status={project.auditStatus} />
                  </span>
                </li>
              ))}
          </ul>
        )}
      </section>
    </Card>
  );
}
