import {
  REPORT_COMMENT_MAX_LENGTH,
  REPORT_REASONS,
  REPORT_REASON_LABELS,
  type ReportReason,
  type ReportTargetKind,
} from '@campus/domain/moderation';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/button';
import { TextareaField } from '../../../components/form/textarea-field';
import { Modal } from '../../../components/modal';
import { toast } from '../../../components/toast';
import { isApiRequestError } from '../../../lib/api-client';
import { useCreateReport } from '../api/create-report';

export interface ReportDialogProps {
  kind: ReportTargetKind;
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The report dialog of `Signaler` (report-button.tsx): a reason, a comment, sent. */
export default function ReportDialog({ kind, id, open, onOpenChange }: ReportDialogProps) {
  const { t } = useTranslation('moderation');
  const [reason, setReason] = useState<ReportReason>('spam');
  const [comment, setComment] = useState('');
  const report = useCreateReport();
  const errors = isApiRequestError(report.error) ? report.error.errors : {};
  const close = (isOpen: boolean) => {
    onOpenChange(isOpen);
    if (!isOpen) report.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    report.mutate(
      { targetKind: kind, targetId: id, reason, comment },
      {
        onSuccess: () => {
          toast({ title: t('report.sent'), variant: 'success' });
          setComment('');
          close(false);
        },
        onError: (error) => {
          // Field messages show under their field; anything else (already reported, too many, not found) as a toast.
          if (!isApiRequestError(error) || Object.keys(error.errors).length === 0) {
            toast({ title: t('report.failed'), description: error.message, variant: 'error' });
          }
        },
      },
    );
  };
  const formId = `report-${kind}-${id}`;
  return (
    <Modal
      open={open}
      onOpenChange={close}
      title={t(`report.${kind}`)}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={() => close(false)} disabled={report.isPending}>
            {t('report.cancel')}
          </Button>
          <Button type="submit" form={formId} isLoading={report.isPending}>
            {t('report.send')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-4">
        <fieldset>
          <legend className="text-sm font-medium text-ink">{t('report.reason')}</legend>
          <div className="mt-2 flex flex-col gap-2">
            {REPORT_REASONS.map((value) => (
              <label key={value} className="flex items-center gap-3 text-sm text-ink">
                <input
                  type="radio"
                  name="reason"
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                  className="size-4 accent-accent"
                />
                {REPORT_REASON_LABELS[value]}
              </label>
            ))}
          </div>
          {errors.reason ? <p className="mt-1 text-sm text-danger">{errors.reason.join(' ')}</p> : null}
        </fieldset>
        <TextareaField
          label={t('report.comment')}
          hint={t('report.commentHint', { count: REPORT_COMMENT_MAX_LENGTH })}
          value={comment}
          maxLength={REPORT_COMMENT_MAX_LENGTH}
          rows={4}
          errors={errors.comment}
          onChange={(event) => setComment(event.target.value)}
        />
      </form>
    </Modal>
  );
}
