import { UPLOAD_MAX_BYTES, VIOLATION_MESSAGES } from '@campus/domain/shared';
import { useState } from 'react';
import { useInvalidateLearning } from '../api/invalidate-learning';
import { messageOf, violationsOf, type Violations } from '../authoring-form';

export interface FormFailure {
  message: string;
  errors: Violations;
}

export interface SaveThenUploadSteps<Saved> {
  /** The form's file field: a file over 10 MB is refused before anything is sent. */
  file: FormDataEntryValue | null;
  /** Saves the item's fields. */
  save: () => Promise<Saved>;
  /** Then sends its file, telling the progress (0 to 100)… */
  upload: (saved: Saved, file: File, onProgress: (percent: number) => void) => Promise<unknown>;
  /** …or, without a file, what stands for it (a media path). */
  withoutFile?: (saved: Saved) => Promise<unknown>;
  /** Once the item and its file both made it. */
  onDone?: () => void;
  /** Once the item is saved, whatever became of its file (a new item's form is emptied). */
  cleanUp?: () => void;
}

/**
 * The authoring forms that save an item, then send its file with progress (lessons, replays, resources): a file over
 * 10 MB refused before it is sent (the server would answer 413), the failure shown (the server's French message and
 * violations by field), and the learning lists read again once the item is saved, whether its file made it or not.
 */
export function useSaveThenUpload(failedText: string) {
  const invalidate = useInvalidateLearning();
  const [isSaving, setIsSaving] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<FormFailure | null>(null);
  const fail = (failure: unknown) =>
    setError({ message: messageOf(failure, failedText), errors: violationsOf(failure) });

  const submit = <Saved>({ file, save, upload, withoutFile, onDone, cleanUp }: SaveThenUploadSteps<Saved>) => {
    const chosen = file instanceof File && file.size > 0 ? file : null;
    if (chosen && chosen.size > UPLOAD_MAX_BYTES) {
      setError({ message: VIOLATION_MESSAGES.uploadsSize, errors: { file: [VIOLATION_MESSAGES.uploadsSize] } });
      return;
    }
    setError(null);
    setIsSaving(true);
    void (async () => {
      let saved: Saved;
      try {
        saved = await save();
      } catch (failure) {
        fail(failure);
        setIsSaving(false);
        return;
      }
      try {
        if (chosen) {
          setProgress(0);
          await upload(saved, chosen, setProgress);
        } else await withoutFile?.(saved);
        onDone?.();
      } catch (failure) {
        // The item exists without its file (its list says so): the file can be sent again from its form.
        fail(failure);
      } finally {
        setProgress(null);
        setIsSaving(false);
        cleanUp?.();
        await invalidate();
      }
    })();
  };

  return { isSaving, progress, error, submit };
}
