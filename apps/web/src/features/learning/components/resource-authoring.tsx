import type { AdminResource, ResourceInput } from '@campus/domain/learning';
import type { ChannelSlug } from '@campus/domain/shared';
import { FolderOpen } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';
import { FormErrors } from '../../../components/form/form-errors';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { Skeleton } from '../../../components/skeleton';
import { useCreateResource } from '../api/create-resource';
import { useDeleteResource } from '../api/delete-resource';
import { useAdminResources } from '../api/get-admin-resources';
import { useUpdateResource } from '../api/update-resource';
import { uploadResourceFile } from '../api/upload-resource-file';
import { formText, messageOf } from '../authoring-form';
import { useSaveThenUpload } from '../hooks/use-save-then-upload';
import { EditDeleteButtons } from './edit-delete-buttons';
import { LoadErrorCard } from './load-error-card';
import { ProgressBar } from './progress-bar';
import { TitleFields } from './title-fields';

type Kind = AdminResource['kind'];

/** A resource's fields (creation and edition): the category picked among the channel's or typed, then its file. */
function ResourceForm({
  channel,
  categories,
  resource,
  onDone,
}: {
  channel: ChannelSlug;
  categories: readonly string[];
  resource?: AdminResource;
  onDone?: () => void;
}) {
  const { t } = useTranslation('learning');
  const create = useCreateResource();
  const update = useUpdateResource();
  const [kind, setKind] = useState<Kind>(resource?.kind ?? 'document');
  const { isSaving, progress, error, submit: saveThenUpload } = useSaveThenUpload(t('resourceAuthoring.failed'));
  const prefix = resource ? `resource-${resource.id}` : 'new-resource';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const file = form.get('file');
    const position = formText(form, 'position').trim();
    const input: ResourceInput = {
      channel,
      category: formText(form, 'category'),
      title: formText(form, 'title'),
      description: formText(form, 'description'),
      kind,
      url: kind === 'link' ? formText(form, 'url') : null,
      position: position ? Number(position) : null,
    };
    saveThenUpload({
      file: kind === 'document' ? file : null,
      save: () => (resource ? update.mutateAsync({ id: resource.id, input }) : create.mutateAsync(input)),
      upload: (saved, chosen, onProgress) => uploadResourceFile(saved.id, chosen, onProgress),
      onDone,
      cleanUp: () => {
        if (!resource) formElement.reset();
      },
    });
  };
  const errors = error?.errors ?? {};
  const listId = `${prefix}-categories`;
  return (
    <form onSubmit={submit} className="grid gap-4 md:grid-cols-2" noValidate aria-label={t('resourceAuthoring.form')}>
      <TextField
        id={`${prefix}-category`}
        name="category"
        label={t('resourceAuthoring.category')}
        hint={t('resourceAuthoring.categoryHint')}
        list={listId}
        defaultValue={resource?.category}
        errors={errors.category}
        required
      />
      <datalist id={listId}>
        {categories.map((category) => (
          <option key={category} value={category} />
        ))}
      </datalist>
      <TextField
        id={`${prefix}-position`}
        name="position"
        type="number"
        min={1}
        inputMode="numeric"
        label={t('resourceAuthoring.position')}
        hint={t('resourceAuthoring.positionHint')}
        defaultValue={resource?.position}
        errors={errors.position}
      />
      <TitleFields
        idPrefix={prefix}
        titleLabel={t('resourceAuthoring.title')}
        descriptionLabel={t('resourceAuthoring.description')}
        title={resource?.title}
        description={resource?.description}
        errors={errors}
        className="md:col-span-2"
      />
      <SelectField
        id={`${prefix}-kind`}
        name="kind"
        label={t('resourceAuthoring.kind')}
        value={kind}
        onChange={(event) => setKind(event.target.value as Kind)}
        options={[
          { value: 'document', label: t('resourceAuthoring.kinds.document') },
          { value: 'link', label: t('resourceAuthoring.kinds.link') },
        ]}
      />
      {kind === 'link' ? (
        <TextField
          id={`${prefix}-url`}
          name="url"
          type="url"
          placeholder="https://"
          label={t('resourceAuthoring.url')}
          defaultValue={resource?.url ?? ''}
          errors={errors.url}
          required
        />
      ) : (
        <TextField
          id={`${prefix}-file`}
          name="file"
          type="file"
          label={resource?.fileName ? t('resourceAuthoring.replaceFile') : t('resourceAuthoring.file')}
          hint={t('authoring.lessonFileHint')}
          errors={errors.file}
        />
      )}
      {progress !== null && (
        <ProgressBar value={progress} label={t('authoring.uploadProgress')} className="md:col-span-2" />
      )}
      <FormErrors messages={error ? [error.message] : []} className="md:col-span-2" />
      <div className="md:col-span-2">
        <Button type="submit" isLoading={isSaving}>
          {resource ? t('authoring.save') : t('resourceAuthoring.create')}
        </Button>
      </div>
    </form>
  );
}

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
        <LoadErrorCard query={resources}>{t('resourceAuthoring.error')}</LoadErrorCard>
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
