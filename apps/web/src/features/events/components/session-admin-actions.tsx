import type { CampusEvent, EventSession } from '@campus/domain/events';
import { Pencil, Trash2, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeleteSession } from '../api/delete-session';
import { SessionFormDialog } from './event-dialogs';
import { toastDeletion } from '../toast-deletion';
import { WebinarRegistrationsDialog } from './webinar-registrations-dialog';

interface SessionAdminActionsProps {
  event: CampusEvent;
  session: EventSession;
}

/** The admin's tools on a session (MDB_ADMIN): edit it; delete it once confirmed, unless it is the event's last. */
export function SessionAdminActions({ event, session }: SessionAdminActionsProps) {
  const { t } = useTranslation('events');
  const [dialog, setDialog] = useState<'edit' | 'delete' | 'registrations' | null>(null);
  const deleteSession = useDeleteSession();
  const hasWebinar = event.mode === 'ONLINE' && event.provider !== null && session.webinarId !== null;
  const provider = t(`providers.${event.provider ?? 'LIVESTORM'}`);
  const close = (open: boolean) => {
    if (!open) setDialog(null);
  };
  const confirmDelete = () =>
    void toastDeletion(deleteSession.mutateAsync(session.id), t('admin.network')).then((isDeleted) => {
      if (!isDeleted) return;
      setDialog(null);
    });

  return (
    <div className="flex flex-wrap gap-1">
      <Button
        size="sm"
        variant="ghost"
        icon={<Pencil aria-hidden="true" className="size-4" />}
        aria-label={t('admin.editSessionNamed', { title: session.title })}
        onClick={() => setDialog('edit')}
      >
        {t('admin.edit')}
      </Button>
      {hasWebinar ? (
        <Button
          size="sm"
          variant="ghost"
          icon={<Users aria-hidden="true" className="size-4" />}
          aria-label={t('admin.registrationsNamed', { provider, title: session.title })}
          onClick={() => setDialog('registrations')}
        >
          {t('admin.registrations', { provider })}
        </Button>
      ) : null}
      {event.sessions.length > 1 ? (
        <Button
          size="sm"
          variant="danger-ghost"
          icon={<Trash2 aria-hidden="true" className="size-4" />}
          aria-label={t('admin.deleteSessionNamed', { title: session.title })}
          onClick={() => setDialog('delete')}
        >
          {t('admin.delete')}
        </Button>
      ) : null}
      {hasWebinar ? (
        <WebinarRegistrationsDialog
          open={dialog === 'registrations'}
          onOpenChange={close}
          event={event}
          session={session}
        />
      ) : null}
      <SessionFormDialog open={dialog === 'edit'} onOpenChange={close} event={event} session={session} />
      <ConfirmDialog
        open={dialog === 'delete'}
        onOpenChange={close}
        title={t('admin.deleteSessionTitle')}
        description={t('admin.deleteSessionDescription', { title: session.title })}
        confirmLabel={t('admin.deleteConfirm')}
        onConfirm={confirmDelete}
        isPending={deleteSession.isPending}
      />
    </div>
  );
}
