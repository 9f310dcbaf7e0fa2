import type { FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/button';
import { useAddModule } from '../api/add-module';
import { formText, violationsOf } from '../authoring-form';
import { TitleFields } from './title-fields';

/** A new module at the end of a course's outline. */
export function ModuleForm({ courseId }: { courseId: string }) {
  const { t } = useTranslation('learning');
  const addModule = useAddModule();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const title = formText(new FormData(formElement), 'title');
    addModule.mutate({ courseId, title }, { onSuccess: () => formElement.reset() });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end" noValidate>
      <TitleFields
        idPrefix={`new-module-${courseId}`}
        titleLabel={t('authoring.moduleTitle')}
        errors={violationsOf(addModule.error)}
        isTitleRequired={false}
        className="flex-1"
      />
      <Button type="submit" variant="secondary" isLoading={addModule.isPending}>
        {t('authoring.addModule')}
      </Button>
    </form>
  );
}
