import { useTranslation } from '../../../lib/use-translation';
import { TextField } from '../../../components/form/text-field';

/** The path of a large file already placed in the server's LEARNING_MEDIA_DIR, instead of an upload. */
export function MediaPathField({ prefix, errors }: { prefix: string; errors?: readonly string[] | undefined }) {
  const { t } = useTranslation('learning');
  return (
    <TextField
      id={`${prefix}-media`}
      name="mediaPath"
      label={t('authoring.mediaPath')}
      hint={t('authoring.mediaPathHint')}
      errors={errors}
    />
  );
}
