import type { CampusEvent, EventSession } from '@campus/domain/events';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { FormErrors } from '../../../components/form/form-errors';
import { useServerViolations } from '../../../components/form/server-violations';
import { violationsResolver } from '../../../components/form/violations-resolver';
import { Modal } from '../../../components/modal';
import { ModalFormActions } from '../../../components/modal-form-actions';
import { toast } from '../../../components/toast';
import { useAddSession } from '../api/add-session';
import { useUpdateSession } from '../api/update-session';
import {
  checkSession,
  emptySessionValues,
  sessionFormValuesOf,
  toSessionInput,
  type SessionFormValues,
} from '../event-form';
import { SessionFields } from './session-fields';

interface SessionFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  event: CampusEvent;
  /** The session to edit; a new session of the event otherwise. */
  session?: EventSession;
}

/** The admin's dialog (MDB_ADMIN) to add a session to an event or to move, rename or resize one. */
export function SessionFormDialog({ open, onOpenChange, event, session }: SessionFormDialogProps) {
  const { t } = useTranslation('events');
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={session ? t('admin.editSessionTitle') : t('admin.addSessionTitle')}
      description={event.title}
    >
      <SessionForm eventId={event.id} session={session} onDone={() => onOpenChange(false)} />
    </Modal>
  );
}

function SessionForm({ eventId, session, onDone }: { eventId: string; session?: EventSession; onDone: () => void }) {
  const { t } = useTranslation('events');
  const form = useForm<SessionFormValues>({
    defaultValues: session ? sessionFormValuesOf(session) : emptySessionValues(),
    resolver: violationsResolver(checkSession),
  });
  const { formMessages, applyServerErrors, messagesFor } = useServerViolations(form, t('admin.network'));
  const addSession = useAddSession();
  const updateSession = useUpdateSession();

  const onSubmit = form.handleSubmit(async (values) => {
    const request = toSessionInput(values);
    try {
      if (session) await updateSession.mutateAsync({ sessionId: session.id, request });
      else await addSession.mutateAsync({ eventId, request });
      toast({ title: session ? t('admin.sessionSaved') : t('admin.sessionAdded'), variant: 'success' });
      onDone();
    } catch (error) {
      applyServerErrors(error);
    }
  });
  const isSubmitting = form.formState.isSubmitting;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <FormErrors messages={formMessages} />
      <SessionFields register={(name) => form.register(name)} messagesFor={messagesFor} />
      <ModalFormActions
        submitLabel={session ? t('admin.save') : t('admin.addSession')}
        onCancel={onDone}
        isSubmitting={isSubmitting}
      />
    </form>
  );
}

export default SessionFormDialog;
