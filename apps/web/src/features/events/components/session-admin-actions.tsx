import type { CampusEvent, EventSession } from '@campus/domain/events';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeleteSession } from '../api/delete-session';
import { SessionFormDialog } from './session-form-dialog';
import { toastDeletion } from '../toast-deletion';

interface SessionAdminActionsProps {
  event: CampusEvent;
  session: EventSession;
}

/** The admin's tools on a session (MDB_ADMIN): edit it; delete it once confirmed, unless it is the event's last. */
export function SessionAdminActions({ event, session }: SessionAdminActionsProps) {
  const { t } = useTranslation('events');
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);
  const deleteSession = useDeleteSession();
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
