import { useTranslation } from '../../../lib/use-translation';
import { Link, useSearchParams } from 'react-router';
import { buttonStyles } from '../../../components/button';
import { Card } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { Skeleton } from '../../../components/skeleton';
import { paths } from '../../../config/paths';
import { useProject } from '../../../features/incubator/api/get-project';
import { useProjectUpdates } from '../../../features/incubator/hooks/use-project-updates';
import { useSignedInUser } from '../../../lib/auth/me';
import { ProjectDetails } from '../../../features/incubator/components/project-details';
import { ReviewForm } from '../../../features/incubator/components/review-form';
import { StatusPanel } from '../../../features/incubator/components/status-panel';

/** `/mdb/projet?id=`: one project, its history, report and archive; the committee's form and the admin's decision. */
export default function ProjectPage() {
  const { t } = useTranslation('incubator');
  const [search] = useSearchParams();
  const id = search.get('id');
  const project = useProject(id);
  const user = useSignedInUser();
  useProjectUpdates(id ?? '', project.data?.owner.uid === user.uid);
  if (!id || project.isError) {
    return (
      <div>
        <PageHeader title={t('details.title')} />
        <Card className="p-6">
          <EmptyState
            action={
              <Link to={paths.mdb.root} className={buttonStyles({ variant: 'secondary' })}>
                {t('backToProjects')}
              </Link>
            }
          >
            {project.error?.message ?? t('details.missing')}
          </EmptyState>
        </Card>
      </div>
    );
  }
  if (project.isPending) {
    return (
      <div aria-busy="true">
        <Skeleton className="mb-6 h-9 w-72" />
        <Skeleton className="h-96 w-full rounded-xl" />
      </div>
    );
  }
  return (
    <div>
      <PageHeader title={project.data.name} />
      <ProjectDetails
        project={project.data}
        actions={
          <>
            <StatusPanel project={project.data} />
            {project.data.allowed.review && <ReviewForm projectId={project.data.id} />}
          </>
        }
      />
    </div>
  );
}
