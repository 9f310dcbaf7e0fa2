import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { PageHeader } from '../../../components/page-header';
import { useCommitteeProjects } from '../../../features/incubator/api/get-committee-projects';
import { ProjectList } from '../../../features/incubator/components/project-list';

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
      {projects.hasNextPage && (
        <Button
          className="mt-4"
          variant="secondary"
          isLoading={projects.isFetchingNextPage}
          onClick={() => void projects.fetchNextPage()}
        >
          {t('loadMore')}
        </Button>
      )}
    </div>
  );
}
