import type { AdminResource, ResourceInput } from '@campus/domain/learning';
import type { ChannelSlug } from '@campus/domain/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/button';
import { FormErrors } from '../../../components/form/form-errors';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { useCreateResource } from '../api/create-resource';
import { useUpdateResource } from '../api/update-resource';
import { uploadResourceFile } from '../api/upload-resource-file';
import { formText } from '../authoring-form';
import { useSaveThenUpload } from '../hooks/use-save-then-upload';
import { ProgressBar } from './progress-bar';
import { TitleFields } from './title-fields';

type Kind = AdminResource['kind'];

/** A resource's fields (creation and edition): the category picked among the channel's or typed, then its file. */
export function ResourceForm({
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
