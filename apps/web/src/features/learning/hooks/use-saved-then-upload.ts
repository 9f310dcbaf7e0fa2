import { UPLOAD_MAX_BYTES, VIOLATION_MESSAGES } from '@campus/domain/shared';
import { useState } from 'react';
import { useInvalidateLearning } from '../api/invalidate-learning';
import { messageOf, violationsOf, type Violations } from '../authoring-form';

export interface FormFailure {
  message: string;
  errors: Violations;
}

/**
 * The authoring forms that save an item, then send its file with progress (replays, resources): the failure shown
 * (the server's French message and violations by field), a file over 10 MB refused before it is sent, and the
 * learning lists read again once the item is saved, whether its file made it or not.
 */
export function useSavedThenUpload(failedText: string) {
  const invalidate = useInvalidateLearning();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<FormFailure | null>(null);
  const fail = (failure: unknown) =>
    setError({ message: messageOf(failure, failedText), errors: violationsOf(failure) });

  /** Clears the last failure; false (and the size violation shown) when the chosen file is over 10 MB. */
  const start = (file: FormDataEntryValue | null) => {
    if (file instanceof File && file.size > UPLOAD_MAX_BYTES) {
      setError({ message: VIOLATION_MESSAGES.uploadsSize, errors: { file: [VIOLATION_MESSAGES.uploadsSize] } });
      return false;
    }
    setError(null);
    return true;
  };

  /**
   * After the item was saved: `send` sends its file (with `setProgress`) or its media path; `onDone` when it made it,
   * `cleanUp` whatever happened (a new item's form is emptied), then the lists are read again.
   */
  const afterSave = (
    send: (onProgress: (percent: number) => void) => Promise<unknown>,
    onDone?: () => void,
    cleanUp?: () => void,
  ) => {
    void (async () => {
      try {
        await send((percent) => setProgress(percent));
        onDone?.();
      } catch (failure) {
        // The item exists without its file (its list says so): the file can be sent again from its form.
        fail(failure);
      } finally {
        setProgress(null);
        cleanUp?.();
        await invalidate();
      }
    })();
  };

  return { progress, error, fail, start, afterSave };
}
