import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';

interface EditDeleteButtonsProps {
  isEditing: boolean;
  onToggleEdit: () => void;
  /** The edit button's text when closed (`Modifier` unless told, `Renommer` for a module). */
  editText?: string;
  /** Accessible names naming the item, where a list shows several. */
  editLabel?: string;
  deleteLabel?: string;
  variant?: 'secondary' | 'ghost';
  confirmTitle: string;
  confirmDescription: string;
  isPending: boolean;
  /** Deletes; `settle` closes the confirmation once the server answered. */
  onDelete: (settle: () => void) => void;
}

/**
 * The edit toggle and the delete button of an authored item (course, module, lesson, replay, resource), the deletion
 * asked for again in a confirmation dialog.
 */
export function EditDeleteButtons({
  isEditing,
  onToggleEdit,
  editText,
  editLabel,
  deleteLabel,
  variant = 'secondary',
  confirmTitle,
  confirmDescription,
  isPending,
  onDelete,
}: EditDeleteButtonsProps) {
  const { t } = useTranslation('learning');
  const [isConfirming, setIsConfirming] = useState(false);
  return (
    <>
      <Button
        variant={variant}
        size="sm"
        aria-expanded={isEditing}
        aria-label={isEditing ? undefined : editLabel}
        onClick={onToggleEdit}
      >
        {isEditing ? t('authoring.closeEdit') : (editText ?? t('authoring.edit'))}
      </Button>
      <Button variant="danger-ghost" size="sm" aria-label={deleteLabel} onClick={() => setIsConfirming(true)}>
        {t('authoring.delete')}
      </Button>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title={confirmTitle}
        description={confirmDescription}
        confirmLabel={t('authoring.delete')}
        isPending={isPending}
        onConfirm={() => onDelete(() => setIsConfirming(false))}
      />
    </>
  );
}
