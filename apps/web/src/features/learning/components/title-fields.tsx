import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import type { Violations } from '../authoring-form';

interface TitleFieldsProps {
  /** The fields' ids: `{idPrefix}-title` and `{idPrefix}-description`. */
  idPrefix: string;
  titleLabel: string;
  /** Without it, the title alone (modules and lessons have no description). */
  descriptionLabel?: string;
  title?: string | undefined;
  description?: string | null | undefined;
  /** The server's violations of the form, by field. */
  errors: Violations;
  /** A module's title field is not marked required (the server still refuses an empty one). */
  isTitleRequired?: boolean;
  className?: string;
}

/**
 * The title and description of an authored item (course, module, lesson, replay, resource), sent as the form's
 * `title` and `description` fields.
 */
export function TitleFields({
  idPrefix,
  titleLabel,
  descriptionLabel,
  title,
  description,
  errors,
  isTitleRequired = true,
  className,
}: TitleFieldsProps) {
  return (
    <>
      <TextField
        id={`${idPrefix}-title`}
        name="title"
        label={titleLabel}
        defaultValue={title}
        errors={errors.title}
        required={isTitleRequired}
        className={className}
      />
      {descriptionLabel ? (
        <TextareaField
          id={`${idPrefix}-description`}
          name="description"
          label={descriptionLabel}
          defaultValue={description ?? ''}
          errors={errors.description}
          className={className}
        />
      ) : null}
    </>
  );
}
