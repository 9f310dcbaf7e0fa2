import type { ImportPreview } from '@campus/domain/administration';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/button';
import { FormErrors } from '../../../components/form/form-errors';
import { Modal } from '../../../components/modal';
import { isApiRequestError } from '../../../lib/api-client';
import { useStartImport } from '../api/start-import';
import { ImportFileChooser } from './import-file-chooser';
import { ImportJobProgress } from './import-job-progress';
import { ImportLineErrors } from './import-line-errors';

/** Where the import is: a file to choose, its preview to confirm, then the job followed to its report. */
type ImportStep =
  { name: 'choose' } | { name: 'preview'; file: File; preview: ImportPreview } | { name: 'running'; jobId: string };

interface ImportMembersDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** `Importer un CSV`: the file read and checked first (nothing written), then imported by a job, then its report. */
export function ImportMembersDialog({ open, onOpenChange }: ImportMembersDialogProps) {
  const { t } = useTranslation('administration');
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('import.title')} description={t('import.intro')} size="lg">
      <ImportMembers onClose={() => onOpenChange(false)} />
    </Modal>
  );
}

function ImportMembers({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('administration');
  const [step, setStep] = useState<ImportStep>({ name: 'choose' });
  switch (step.name) {
    case 'choose':
      return <ImportFileChooser onPreview={(file, preview) => setStep({ name: 'preview', file, preview })} />;
    case 'preview':
      return (
        <ImportPreviewStep
          file={step.file}
          preview={step.preview}
          onOtherFile={() => setStep({ name: 'choose' })}
          onStarted={(jobId) => setStep({ name: 'running', jobId })}
        />
      );
    case 'running':
      return (
        <div className="space-y-6">
          <ImportJobProgress jobId={step.jobId} />
          <div className="flex justify-end">
            <Button variant="secondary" onClick={onClose}>
              {t('import.close')}
            </Button>
          </div>
        </div>
      );
  }
}

interface ImportPreviewStepProps {
  file: File;
  preview: ImportPreview;
  onOtherFile: () => void;
  onStarted: (jobId: string) => void;
}

/** What the file holds (lines, valid ones, each bad line's messages), and `Lancer l'import` for the valid ones. */
function ImportPreviewStep({ file, preview, onOtherFile, onStarted }: ImportPreviewStepProps) {
  const { t } = useTranslation('administration');
  const start = useStartImport();
  const startError =
    isApiRequestError(start.error) && start.error.status === 413 ? t('import.tooLarge') : t('import.failed');
  return (
    <div className="space-y-4">
      <section aria-labelledby="import-preview" className="space-y-3">
        <h3 id="import-preview" className="text-base font-semibold break-all text-ink">
          {t('import.previewTitle', { name: file.name })}
        </h3>
        <p className="text-sm text-ink">
          {t('import.rows', { count: preview.rows })} · {t('import.valid', { count: preview.valid })} ·{' '}
          {t('import.invalid', { count: preview.errors.length })}
        </p>
        <ImportLineErrors errors={preview.errors} />
        <p className="text-sm text-ink-soft">
          {preview.valid > 0 ? t('import.nothingWritten') : t('import.nothingToImport')}
        </p>
      </section>
      {start.isError ? <FormErrors messages={[startError]} /> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onOtherFile}>
          {t('import.otherFile')}
        </Button>
        <Button
          disabled={preview.valid === 0}
          isLoading={start.isPending}
          onClick={() => start.mutate(file, { onSuccess: ({ jobId }) => onStarted(jobId) })}
        >
          {t('import.start')}
        </Button>
      </div>
    </div>
  );
}
