import { useTranslation } from '../../../lib/use-translation';
import { PageHeader } from '../../../components/page-header';
import { useCommitteeProjects } from '../../../features/incubator/api/get-committee-projects';
import { ProjectList } from '../../../features/incubator/components/project-list';
import { LoadMoreButton } from '../../../components/load-more-button';

/** `/mdb/comite-projets`: the projects under review, to comment on and score. */
export default function CommitteePage() {
  const { t } = useTranslation('incubator');
  const projects = useCommitteeProjects();
  return (
    <div>
      <PageHeader title={t('committee.title')} description={t('committee.description')} />
      <ProjectList
        projects={projects.data?.pages.flatMap((page) => page.items)}
        isPending={projects.isPending}
        isError={projects.isError}
        onRetry={() => void projects.refetch()}
        emptyText={t('committee.empty')}
        showOwner
      />
      <LoadMoreButton pages={projects} className="mt-4">
        {t('loadMore')}
      </LoadMoreButton>
    </div>
  );
}
