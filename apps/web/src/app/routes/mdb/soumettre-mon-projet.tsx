import { useTranslation } from '../../../lib/use-translation';
import { Link, useSearchParams } from 'react-router';
import { buttonStyles } from '../../../components/button';
import { Card } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { Skeleton } from '../../../components/skeleton';
import { paths } from '../../../config/paths';
import { useProject } from '../../../features/incubator/api/get-project';
import { ProjectForm } from '../../../features/incubator/components/project-form';

/** `/mdb/soumettre-mon-projet`: the form in steps; `?id=` resumes a saved draft (on any device). */
export default function SubmitProjectPage() {
  const { t } = useTranslation('incubator');
  const [search] = useSearchParams();
  const id = search.get('id');
  const project = useProject(id);
  const header = <PageHeader title={t('submit.title')} description={t('submit.description')} />;
  if (!id) {
    return (
      <div>
        {header}
        <ProjectForm />
      </div>
    );
  }
  if (project.isPending) {
    return (
      <div aria-busy="true">
        {header}
        <Skeleton className="h-96 w-full rounded-xl" />
      </div>
    );
  }
  if (project.isError) {
    return (
      <div>
        {header}
        <Card className="p-6">
          <EmptyState
            action={
              <Link to={paths.mdb.root} className={buttonStyles({ variant: 'secondary' })}>
                {t('backToProjects')}
              </Link>
            }
          >
            {project.error.message}
          </EmptyState>
        </Card>
      </div>
    );
  }
  if (!project.data.allowed.edit) {
    return (
      <div>
        {header}
        <Card className="p-6">
          <EmptyState
            action={
              <Link to={paths.mdb.project(project.data.id)} className={buttonStyles({ variant: 'secondary' })}>
                {t('submit.open')}
              </Link>
            }
          >
            {t('submit.locked')}
          </EmptyState>
        </Card>
      </div>
    );
  }
  return (
    <div>
      {header}
      <ProjectForm key={project.data.id} project={project.data} />
    </div>
  );
}
