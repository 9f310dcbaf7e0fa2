import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/button';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { useMyProjects } from '../../../features/incubator/api/get-my-projects';
import { MdbContactCard } from '../../../features/incubator/components/mdb-contact-card';
import { ProjectList } from '../../../features/incubator/components/project-list';

/** `/mdb`: the member's projects with their state and audit status, VALIDATED first. */
export default function MyProjectsPage() {
  const { t } = useTranslation('incubator');
  const projects = useMyProjects();
  return (
    <div>
      <PageHeader
        title={t('mine.title')}
        description={t('mine.description')}
        actions={
          <Link to={paths.mdb.submitProject} className={buttonStyles()}>
            {t('mine.new')}
          </Link>
        }
      />
      <div className="grid gap-6 xl:grid-cols-[1fr_20rem]">
        <section aria-labelledby="my-projects" className="grid gap-3">
          <h2 id="my-projects" className="text-lg font-semibold text-ink">
            {t('mine.heading')}
          </h2>
          <ProjectList
            projects={projects.data}
            isPending={projects.isPending}
            isError={projects.isError}
            onRetry={() => void projects.refetch()}
            emptyText={t('mine.empty')}
            emptyAction={{ to: paths.mdb.submitProject, label: t('mine.new') }}
          />
        </section>
        <aside>
          <MdbContactCard />
        </aside>
      </div>
    </div>
  );
}
