import { FILE_CATEGORIES, LABELS, type FileCategory, type ProjectFile } from '@campus/domain/incubator';
import { FileText, Trash2 } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/button';
import { FileDropZone } from '../../../components/form/file-drop-zone';

/** Step 6, the documents: per category, the files sent (each removable) and a drop zone showing the upload's progress. */
export function ProjectFormFiles({
  files,
  progress,
  messages,
  canUpload,
  onFile,
  onRemove,
}: {
  files: readonly ProjectFile[];
  /** Each category's upload under way, from 0 to 100. */
  progress: Partial<Record<FileCategory, number>>;
  messages: (path: string) => readonly string[];
  /** Files go to a project already saved. */
  canUpload: boolean;
  onFile: (category: FileCategory, file: File) => void;
  onRemove: (fileId: string) => void;
}) {
  const { t } = useTranslation('incubator');
  return (
    <div className="grid gap-6">
      {FILE_CATEGORIES.map((category) => {
        const own = files.filter((file) => file.category === category);
        return (
          <section key={category} aria-labelledby={`files-${category}`}>
            <h3 id={`files-${category}`} className="mb-2 text-sm font-semibold text-ink">
              {LABELS.fileCategory[category]}
            </h3>
            {own.length > 0 && (
              <ul className="mb-3 grid gap-2">
                {own.map((file) => (
                  <li
                    key={file.id}
                    className="flex items-center justify-between gap-3 rounded-lg border border-line px-3 py-2 text-sm"
                  >
                    <span className="flex min-w-0 items-center gap-2">
                      <FileText aria-hidden="true" className="size-4 shrink-0 text-ink-faint" />
                      <span className="truncate">{file.name}</span>
                    </span>
                    <Button
                      type="button"
                      variant="danger-ghost"
                      size="sm"
                      icon={<Trash2 aria-hidden="true" className="size-4" />}
                      aria-label={t('form.removeFile', { name: file.name })}
                      onClick={() => onRemove(file.id)}
                    >
                      {t('form.remove')}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            <FileDropZone
              label={t('form.addFile', { category: LABELS.fileCategory[category] })}
              instructions={t('form.dropInstructions')}
              hint={t('form.dropHint')}
              accept={category === 'photos' ? 'image/*' : 'application/pdf,image/*'}
              wrongTypeMessage={t('form.wrongType')}
              progress={progress[category] ?? null}
              progressLabel={t('form.uploading', { category: LABELS.fileCategory[category] })}
              errors={messages(category)}
              disabled={!canUpload}
              onFile={(file) => onFile(category, file)}
            />
          </section>
        );
      })}
    </div>
  );
}
