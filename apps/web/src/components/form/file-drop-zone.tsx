import { UPLOAD_MAX_BYTES, VIOLATION_MESSAGES } from '@campus/domain/shared';
import clsx from 'clsx';
import { UploadCloud } from 'lucide-react';
import { useId, useState, type ChangeEvent, type DragEvent } from 'react';
import { ProgressBar } from '../progress-bar';
import { acceptsFile } from './accepts-file';
import { FieldMessages } from './field-messages';

export interface FileDropZoneProps {
  /** The accessible name of the file input. */
  label: string;
  /** What to do, shown in the zone ("Glissez une image ici ou cliquez pour en choisir une"). */
  instructions: string;
  hint?: string;
  accept?: string;
  maxBytes?: number;
  /** Shown when the file is over `maxBytes`; the spec's French message by default. */
  tooLargeMessage?: string;
  /** Shown when the file does not match `accept`. */
  wrongTypeMessage: string;
  /** Upload progress from 0 to 100, or null when nothing is being sent. */
  progress?: number | null;
  progressLabel?: string;
  errors?: readonly string[];
  disabled?: boolean;
  onFile: (file: File) => void;
  className?: string;
}

/** Picks one file by click, keyboard or drop; refuses a file over the size limit before any upload. */
export function FileDropZone({
  label,
  instructions,
  hint,
  accept,
  maxBytes = UPLOAD_MAX_BYTES,
  tooLargeMessage = VIOLATION_MESSAGES.uploadsSize,
  wrongTypeMessage,
  progress = null,
  progressLabel,
  errors = [],
  disabled = false,
  onFile,
  className,
}: FileDropZoneProps) {
  const inputId = useId();
  const [isDragging, setIsDragging] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const isUploading = progress !== null;
  const isInactive = disabled || isUploading;
  const messages = refusal ? [refusal, ...errors] : errors;
  const hasErrors = messages.length > 0;

  const take = (file: File | undefined) => {
    if (!file || isInactive) return;
    if (!acceptsFile(file, accept)) return setRefusal(wrongTypeMessage);
    if (file.size > maxBytes) return setRefusal(tooLargeMessage);
    setRefusal(null);
    onFile(file);
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    take(event.target.files?.[0]);
    // Picking the same file again must fire a change.
    event.target.value = '';
  };

  const onDragOver = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    if (!isInactive) setIsDragging(true);
  };

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setIsDragging(false);
    take(event.dataTransfer.files[0]);
  };

  return (
    <div className={className}>
      <label
        htmlFor={inputId}
        onDragOver={onDragOver}
        onDragLeave={() => setIsDragging(false)}
        onDrop={onDrop}
        className={clsx(
          'flex flex-col items-center justify-center gap-2 rounded-card border-2 border-dashed px-4 py-6 text-center transition-colors',
          'has-[input:focus-visible]:ring-2 has-[input:focus-visible]:ring-accent/40',
          isInactive ? 'cursor-not-allowed opacity-80' : 'cursor-pointer hover:border-accent hover:bg-accent-soft',
          hasErrors
            ? 'border-danger bg-danger-soft/40'
            : isDragging
              ? 'border-accent bg-accent-soft'
              : 'border-line bg-white',
        )}
      >
        <UploadCloud aria-hidden="true" className="size-7 text-accent" />
        <span className="text-sm font-medium text-ink">{instructions}</span>
        {hint && <span className="text-xs text-ink-faint">{hint}</span>}
        <input
          id={inputId}
          type="file"
          accept={accept}
          aria-label={label}
          disabled={isInactive}
          onChange={onChange}
          aria-invalid={hasErrors || undefined}
          aria-describedby={hasErrors ? `${inputId}-errors` : undefined}
          className="sr-only"
        />
      </label>
      {isUploading && (
        <div className="mt-3" aria-live="polite">
          <ProgressBar label={progressLabel ?? label} value={progress} />
          {progressLabel && (
            <p className="mt-1 flex justify-between text-xs text-ink-soft">
              <span>{progressLabel}</span>
              <span>{Math.round(progress)} %</span>
            </p>
          )}
        </div>
      )}
      <FieldMessages id={`${inputId}-errors`} messages={messages} />
    </div>
  );
}
