import { CLASSROOM_LEVELS, SKILL_LEVELS, type AdminCourse, type CourseInput } from '@campus/domain/learning';
import type { ChannelSlug } from '@campus/domain/shared';
import type { FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/button';
import { FormErrors } from '../../../components/form/form-errors';
import { SelectField } from '../../../components/form/select-field';
import { useCreateCourse } from '../api/create-course';
import { useUpdateCourse } from '../api/update-course';
import { formText, messageOf, violationsOf } from '../authoring-form';
import { TitleFields } from './title-fields';

/** The fields of a course (creation and edition). */
export function CourseForm({
  channel,
  course,
  submitLabel,
  onDone,
}: {
  channel: ChannelSlug;
  course?: AdminCourse;
  submitLabel: string;
  onDone?: () => void;
}) {
  const { t } = useTranslation('learning');
  const create = useCreateCourse();
  const update = useUpdateCourse();
  const saving = course ? update : create;
  const errors = violationsOf(saving.error);
  const prefix = course ? `edit-${course.id}` : 'new-course';
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const input: CourseInput = {
      channel,
      title: formText(form, 'title'),
      description: formText(form, 'description'),
      skillLevel: formText(form, 'skillLevel') as CourseInput['skillLevel'],
      classroomLevel: formText(form, 'classroomLevel') as CourseInput['classroomLevel'],
    };
    const onSuccess = () => {
      if (!course) formElement.reset();
      onDone?.();
    };
    if (course) update.mutate({ id: course.id, input }, { onSuccess });
    else create.mutate(input, { onSuccess });
  };
  return (
    <form onSubmit={submit} className="grid gap-4 md:grid-cols-2" noValidate>
      <TitleFields
        idPrefix={prefix}
        titleLabel={t('authoring.courseTitle')}
        descriptionLabel={t('authoring.courseDescription')}
        title={course?.title}
        description={course?.description}
        errors={errors}
        className="md:col-span-2"
      />
      <SelectField
        id={`${prefix}-skill`}
        name="skillLevel"
        label={t('authoring.skillLevel')}
        defaultValue={course?.skillLevel ?? 'BEGINNER'}
        options={SKILL_LEVELS.map((level) => ({ value: level, label: t(`skillLevels.${level}`) }))}
      />
      <SelectField
        id={`${prefix}-classroom`}
        name="classroomLevel"
        label={t('authoring.classroomLevel')}
        defaultValue={course?.classroomLevel ?? 'level_1'}
        options={CLASSROOM_LEVELS.map((level) => ({ value: level, label: t(`classroomLevels.${level}`) }))}
      />
      <div className="flex flex-wrap items-center gap-3 md:col-span-2">
        <Button type="submit" isLoading={saving.isPending}>
          {submitLabel}
        </Button>
        <FormErrors messages={saving.isError ? [messageOf(saving.error, t('authoring.failed'))] : []} />
      </div>
    </form>
  );
}
