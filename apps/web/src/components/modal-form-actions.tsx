import { useTranslation } from '../lib/use-translation';
import { Button } from './button';

interface ModalFormActionsProps {
  submitLabel: string;
  onCancel: () => void;
  isSubmitting: boolean;
}

/**
 * Annuler and the submit button of a form inside a Modal: kept in view at the bottom of the modal's scrolling
 * body, like the modal's own footer, while staying inside the form (so they see its state and submit it).
 */
export function ModalFormActions({ submitLabel, onCancel, isSubmitting }: ModalFormActionsProps) {
  const { t } = useTranslation('common');
  return (
    <div className="sticky -bottom-4 z-10 -mx-6 -mb-4 flex flex-wrap justify-end gap-3 border-t border-line bg-surface px-6 py-4">
      <Button type="button" variant="secondary" onClick={onCancel} disabled={isSubmitting}>
        {t('actions.cancel')}
      </Button>
      <Button type="submit" isLoading={isSubmitting}>
        {submitLabel}
      </Button>
    </div>
  );
}
