import type { EventDeletedResponse } from '@campus/domain/events';
import { toast } from '../../components/toast';
import { isApiRequestError } from '../../lib/api-client';

/**
 * Toasts the server's answer to a deletion and tells whether it was done. It follows the request's promise, not
 * mutate's callbacks: the live update may remove the deleted row (and the component that asked) before the answer
 * arrives, and the confirmation must still show.
 */
export function toastDeletion(request: Promise<EventDeletedResponse>, networkMessage: string): Promise<boolean> {
  return request.then(
    ({ message }) => {
      toast({ title: message, variant: 'success' });
      return true;
    },
    (error: unknown) => {
      toast({ title: isApiRequestError(error) ? error.message : networkMessage, variant: 'error' });
      return false;
    },
  );
}
