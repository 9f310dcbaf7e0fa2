import { SUSPENSION_DAYS, WARNING_MAX_LENGTH, type ModerationAction } from '@campus/domain/moderation';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/button';
import { TextareaField } from '../../../components/form/textarea-field';
import { Modal } from '../../../components/modal';

export type DialogAction = ModerationAction | 'reverse';

interface DecisionDialogProps {
  action: DialogAction | null;
  /** The member concerned, for the warning and suspension titles. */
  memberName: string;
  isPending: boolean;
  onCancel: () => void;
  onConfirm: (input: { text?: string; days?: number }) => void;
  errors?: Record<string, string[]>;
}

/** Asks before a moderation decision: a warning's text, a suspension's length, or a plain confirmation. */
export function DecisionDialog({ action, memberName, isPending, onCancel, onConfirm, errors }: DecisionDialogProps) {
  const { t } = useTranslation('moderation-queue');
  const [text, setText] = useState(() => t('confirm.warnDefault'));
  const [days, setDays] = useState<number>(SUSPENSION_DAYS[2]);
  if (!action) return <Modal open={false} onOpenChange={onCancel} title="" />;
  const titles: Record<DialogAction, string> = {
    dismiss: t('confirm.dismissTitle'),
    hide: t('confirm.hideTitle'),
    warn: t('confirm.warnTitle', { name: memberName }),
    suspend: t('confirm.suspendTitle', { name: memberName }),
    reverse: t('confirm.reverseTitle'),
  };
  const descriptions: Record<DialogAction, string> = {
    dismiss: t('confirm.dismissText'),
    hide: t('confirm.hideText'),
    warn: t('confirm.warnText'),
    suspend: t('confirm.suspendText'),
    reverse: t('confirm.reverseText'),
  };
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={titles[action]}
      description={descriptions[action]}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={isPending}>
            {t('confirm.cancel')}
          </Button>
          <Button
            variant={action === 'dismiss' || action === 'reverse' ? 'primary' : 'danger'}
            isLoading={isPending}
            onClick={() => onConfirm(action === 'warn' ? { text } : action === 'suspend' ? { days } : {})}
          >
            {t('confirm.confirm')}
          </Button>
        </>
      }
    >
      {action === 'warn' ? (
        <TextareaField
          label={t('confirm.warnLabel')}
          value={text}
          rows={4}
          maxLength={WARNING_MAX_LENGTH}
          errors={errors?.text}
          onChange={(event) => setText(event.target.value)}
        />
      ) : null}
      {action === 'suspend' ? (
        <fieldset>
          <legend className="text-sm font-medium text-ink">{t('confirm.suspendFor')}</legend>
          <div className="mt-2 grid grid-cols-2 gap-2">
            {SUSPENSION_DAYS.map((value) => (
              <label key={value} className="flex items-center gap-3 text-sm text-ink">
                <input
                  type="radio"
                  name="suspension-days"
                  value={value}
                  checked={days === value}
                  onChange={() => setDays(value)}
                  className="size-4 accent-accent"
                />
                {t('confirm.days', { count: value })}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
    </Modal>
  );
}
