import type { AdminResource } from '@campus/domain/learning';
import type { ChannelSlug } from '@campus/domain/shared';
import { FolderOpen } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Card } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';
import { FormErrors } from '../../../components/form/form-errors';
import { Skeleton } from '../../../components/skeleton';
import { useDeleteResource } from '../api/delete-resource';
import { useAdminResources } from '../api/get-admin-resources';
import { messageOf } from '../authoring-form';
import { EditDeleteButtons } from './edit-delete-buttons';
import { LoadError } from '../../../components/load-error';
import { ResourceForm } from './resource-form';

/** A resource of the administration: its rank, title, link or file, edit form and deletion. */
function ResourceItem({ resource, categories }: { resource: AdminResource; categories: readonly string[] }) {
  const { t } = useTranslation('learning');
  const remove = useDeleteResource();
  const [isEditing, setIsEditing] = useState(false);
  const detail =
    resource.kind === 'link'
      ? resource.url
      : resource.fileName
        ? t('resourceAuthoring.kinds.document')
        : t('resourceAuthoring.noFile');
  return (
    <div className="space-y-3 py-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="font-medium break-words text-ink">
            <span className="mr-2 text-ink-soft tabular-nums">{resource.position}.</span>
            {resource.title}
          </p>
          <p className="text-sm break-all text-ink-soft">{detail}</p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <EditDeleteButtons
            isEditing={isEditing}
            onToggleEdit={() => setIsEditing((value) => !value)}
            editLabel={t('resourceAuthoring.editNamed', { title: resource.title })}
            deleteLabel={t('resourceAuthoring.deleteNamed', { title: resource.title })}
            confirmTitle={t('resourceAuthoring.deleteTitle')}
            confirmDescription={t('resourceAuthoring.confirmDelete', { title: resource.title })}
            isPending={remove.isPending}
            onDelete={(settle) => remove.mutate(resource.id, { onSettled: settle })}
          />
        </div>
      </div>
      <FormErrors messages={remove.isError ? [messageOf(remove.error, t('resourceAuthoring.failed'))] : []} />
      {isEditing && (
        <ResourceForm
          channel={resource.channel}
          categories={categories}
          resource={resource}
          onDone={() => setIsEditing(false)}
        />
      )}
    </div>
  );
}

/** The useful resources administration of a channel (MDB_ADMIN): documents and links by category and rank. */
export function ResourceAuthoring({ channel }: { channel: ChannelSlug }) {
  const { t } = useTranslation('learning');
  const resources = useAdminResources(channel);
  const categories = [...new Set(resources.data?.map((resource) => resource.category) ?? [])];
  return (
    <div className="space-y-6">
      <Card className="p-4 sm:p-5">
        <h2 className="mb-4 text-lg font-semibold text-ink">{t('resourceAuthoring.new')}</h2>
        <ResourceForm channel={channel} categories={categories} />
      </Card>
      {resources.isPending ? (
        <Card className="space-y-3 p-5" aria-hidden="true">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
        </Card>
      ) : resources.isError ? (
        <LoadError message={t('resourceAuthoring.error')} query={resources} />
      ) : resources.data.length === 0 ? (
        <Card>
          <EmptyState icon={<FolderOpen />}>{t('resourceAuthoring.empty')}</EmptyState>
        </Card>
      ) : (
        categories.map((category) => (
          <Card key={category} className="p-4 sm:p-5">
            <h3 className="text-base font-semibold text-ink">{category}</h3>
            <ul className="divide-y divide-line">
              {resources.data
                .filter((resource) => resource.category === category)
                .map((resource) => (
                  <li key={resource.id}>
                    <ResourceItem resource={resource} categories={categories} />
                  </li>
                ))}
            </ul>
          </Card>
        ))
      )}
    </div>
  );
}
