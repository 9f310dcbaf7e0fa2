import type { CampusEvent } from '@campus/domain/events';
import { CalendarPlus, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeleteEvent } from '../api/delete-event';
import { EventFormDialog, SessionFormDialog } from './event-dialogs';
import { toastDeletion } from '../toast-deletion';

type Dialog = 'edit' | 'add-session' | 'delete' | null;

/** The admin's tools on an event (MDB_ADMIN): edit it, add a session, delete it once confirmed. */
export function EventAdminActions({ event, onDeleted }: { event: CampusEvent; onDeleted?: () => void }) {
  const { t } = useTranslation('events');
  const [dialog, setDialog] = useState<Dialog>(null);
  const deleteEvent = useDeleteEvent();
  const close = (open: boolean) => {
    if (!open) setDialog(null);
  };
  const confirmDelete = () =>
    void toastDeletion(deleteEvent.mutateAsync(event.id), t('admin.network')).then((isDeleted) => {
      if (!isDeleted) return;
      setDialog(null);
      onDeleted?.();
    });

  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label={t('admin.toolsFor', { title: event.title })}>
      <Button
        size="sm"
        variant="secondary"
        icon={<Pencil aria-hidden="true" className="size-4" />}
        onClick={() => setDialog('edit')}
      >
        {t('admin.edit')}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        icon={<CalendarPlus aria-hidden="true" className="size-4" />}
        onClick={() => setDialog('add-session')}
      >
        {t('admin.addSession')}
      </Button>
      <Button
        size="sm"
        variant="danger-ghost"
        icon={<Trash2 aria-hidden="true" className="size-4" />}
        onClick={() => setDialog('delete')}
      >
        {t('admin.delete')}
      </Button>
      <EventFormDialog
        open={dialog === 'edit'}
        onOpenChange={close}
        event={event}
        channels={[event.channel]}
        defaultChannel={event.channel}
      />
      <SessionFormDialog open={dialog === 'add-session'} onOpenChange={close} event={event} />
      <ConfirmDialog
        open={dialog === 'delete'}
        onOpenChange={close}
        title={t('admin.deleteTitle')}
        description={t('admin.deleteDescription', { title: event.title })}
        confirmLabel={t('admin.deleteConfirm')}
        onConfirm={confirmDelete}
        isPending={deleteEvent.isPending}
      />
    </div>
  );
}
