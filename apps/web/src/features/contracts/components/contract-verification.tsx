import { formatShortDate, formatTime } from '@campus/domain/shared';
import { CircleAlert, CircleCheck, CircleHelp } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { Card } from '../../../components/card';
import { FileDropZone } from '../../../components/form/file-drop-zone';
import { isApiRequestError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { VERIFY_FIELD, useVerifyContract } from '../api/verify-contract';

/** The public check of a PDF: its SHA-256 recomputed by the server, and what Campus knows of it. */
export function ContractVerification() {
  const { t } = useTranslation('contracts');
  const verify = useVerifyContract();
  const errors = isApiRequestError(verify.error) ? (verify.error.errors[VERIFY_FIELD] ?? []) : [];

  const answer = verify.data;
  const tone = answer?.result === 'signed' ? 'success' : answer?.result === 'original' ? 'warning' : 'danger';
  const Icon = answer?.result === 'signed' ? CircleCheck : answer?.result === 'original' ? CircleHelp : CircleAlert;
  return (
    <div className="space-y-6">
      <Card className="p-4 sm:p-6">
        <FileDropZone
          label={t('verify.file')}
          instructions={verify.isPending ? t('verify.checking') : t('verify.instructions')}
          hint={t('verify.fileHint')}
          accept="application/pdf,.pdf"
          wrongTypeMessage={t('verify.wrongType')}
          errors={errors}
          disabled={verify.isPending}
          onFile={(file) => verify.mutate(file)}
        />
        {verify.isError && errors.length === 0 ? (
          <p role="alert" className="mt-3 text-sm text-danger">
            {t('verify.error')}
          </p>
        ) : null}
      </Card>
      {answer ? (
        <section
          role="status"
          className={cn(
            'flex gap-4 rounded-card border p-4 sm:p-6',
            tone === 'success' && 'border-success/30 bg-success-soft',
            tone === 'warning' && 'border-level-yellow/30 bg-level-yellow-soft',
            tone === 'danger' && 'border-danger/30 bg-danger-soft',
          )}
        >
          <Icon
            aria-hidden="true"
            className={cn(
              'size-7 shrink-0',
              tone === 'success' && 'text-success',
              tone === 'warning' && 'text-level-yellow',
              tone === 'danger' && 'text-danger',
            )}
          />
          <div className="min-w-0 space-y-1">
            <p className="font-semibold text-ink">{t(`verify.${answer.result}`)}</p>
            {answer.result === 'signed' && answer.signedAt ? (
              <p className="text-ink">
                {t('verify.signedDetail', {
                  name: answer.contractName,
                  date: formatShortDate(answer.signedAt),
                  time: formatTime(answer.signedAt),
                  initials: answer.signerInitials,
                })}
              </p>
            ) : null}
            {answer.result === 'original' ? (
              <p className="text-ink">{t('verify.originalDetail', { name: answer.contractName })}</p>
            ) : null}
            <p className="text-xs break-all text-ink-soft">{t('verify.hash', { hash: answer.sha256 })}</p>
          </div>
        </section>
      ) : null}
    </div>
  );
}
