import { MEMBER_IMPORT_COLUMNS, type ImportPreview } from '@campus/domain/administration';
import { UPLOAD_MAX_BYTES } from '@campus/domain/shared';
import { useTranslation } from '../../../lib/use-translation';
import { FileDropZone } from '../../../components/form/file-drop-zone';
import { isApiRequestError } from '../../../lib/api-client';
import { usePreviewImport } from '../api/preview-import';

/** What the admin is told when a file cannot be read at all (too heavy, bad header, not a CSV, offline). */
function useFileErrors() {
  const { t } = useTranslation('administration');
  return (error: unknown): string[] => {
    if (!isApiRequestError(error)) return [t('import.failed')];
    if (error.status === 413) return [t('import.tooLarge')];
    if (error.isNetworkError) return [t('network')];
    return error.errors.file ?? [error.message];
  };
}

/** The expected header, explained, then the file chosen and read by the server (`?dryRun=1`: nothing written). */
export function ImportFileChooser({ onPreview }: { onPreview: (file: File, preview: ImportPreview) => void }) {
  const { t } = useTranslation('administration');
  const preview = usePreviewImport();
  const fileErrors = useFileErrors();
  const readFile = (file: File) => preview.mutate(file, { onSuccess: (answer) => onPreview(file, answer) });
  return (
    <div className="space-y-4">
      <div className="space-y-2 text-sm text-ink-soft">
        <p>{t('import.headerIntro')}</p>
        <code className="block overflow-x-auto rounded-lg bg-canvas px-3 py-2 font-mono text-[13px] text-ink">
          {MEMBER_IMPORT_COLUMNS.join(';')}
        </code>
        <ul className="list-disc space-y-0.5 pl-5">
          <li>{t('import.formationsHint')}</li>
          <li>{t('import.channelsHint')}</li>
          <li>{t('import.customerHint')}</li>
        </ul>
        <p>
          {t('import.example')}{' '}
          <code className="font-mono text-[13px] break-all text-ink">{t('import.exampleLine')}</code>
        </p>
      </div>
      <FileDropZone
        label={t('import.file')}
        instructions={t('import.instructions')}
        hint={t('import.fileHint')}
        accept=".csv,text/csv"
        maxBytes={UPLOAD_MAX_BYTES}
        tooLargeMessage={t('import.tooLarge')}
        wrongTypeMessage={t('import.wrongType')}
        disabled={preview.isPending}
        errors={preview.isError ? fileErrors(preview.error) : []}
        onFile={readFile}
      />
      {preview.isPending ? (
        <p role="status" className="text-sm text-ink-soft">
          {t('import.reading')}
        </p>
      ) : null}
    </div>
  );
}
