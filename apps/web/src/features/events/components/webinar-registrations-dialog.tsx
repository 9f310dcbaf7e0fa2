import type { CampusEvent, EventSession, WebinarRegistrationList } from '@campus/domain/events';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { Skeleton } from '../../../components/skeleton';
import { cn } from '../../../lib/cn';
import { useWebinarRegistrations } from '../api/get-webinar-registrations';

type RegistrationStatus = WebinarRegistrationList['items'][number]['status'];

const STATUS_STYLES: Record<RegistrationStatus, string> = {
  REGISTERED: 'bg-green-50 text-green-800',
  PENDING: 'bg-amber-50 text-amber-800',
  FAILED: 'bg-red-50 text-red-800',
  NOT_REGISTERED: 'bg-canvas text-ink-soft',
};

interface WebinarRegistrationsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  event: CampusEvent;
  session: EventSession;
}

/** The admin's view (MDB_ADMIN) of who holds a seat in a session and whether its provider registered them. */
export function WebinarRegistrationsDialog({ open, onOpenChange, event, session }: WebinarRegistrationsDialogProps) {
  const { t } = useTranslation('events');
  const provider = t(`providers.${event.provider ?? 'LIVESTORM'}`);
  const registrations = useWebinarRegistrations(session.id, { isEnabled: open });
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('admin.registrations', { provider })}
      description={t('admin.registrationsDescription', {
        title: session.title,
        provider,
        webinarId: session.webinarId ?? '',
      })}
      footer={
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {t('admin.registrationsClose')}
        </Button>
      }
    >
      {registrations.isPending ? (
        <div className="space-y-2">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
      ) : registrations.isError ? (
        <div className="space-y-3" role="alert">
          <p className="text-sm text-ink-soft">{t('admin.registrationsError')}</p>
          <Button size="sm" variant="secondary" onClick={() => void registrations.refetch()}>
            {t('admin.registrationsRetry')}
          </Button>
        </div>
      ) : registrations.data.items.length === 0 ? (
        <p className="text-sm text-ink-soft">{t('admin.registrationsEmpty')}</p>
      ) : (
        <ul className="divide-y divide-line" aria-label={t('admin.registrations', { provider })}>
          {registrations.data.items.map((item) => (
            <li key={item.uid} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="min-w-0 truncate font-medium text-ink">{item.name}</span>
              <span className="flex gap-2 text-xs font-medium">
                {item.attended ? (
                  <span className="rounded-full bg-green-50 px-2 py-1 text-green-800">{t('admin.attended')}</span>
                ) : null}
                <span className={cn('rounded-full px-2 py-1', STATUS_STYLES[item.status])}>
                  {t(`admin.registrationStatus.${item.status}`)}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
