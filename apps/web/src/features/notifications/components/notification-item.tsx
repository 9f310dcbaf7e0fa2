import { isExternalLink, isNotificationUnread, type Notification } from '@campus/domain/messaging';
import { notificationSentence } from '@campus/domain/notifications';
import { formatShortDate } from '@campus/domain/shared';
import { Bell, Megaphone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';
import { markNotificationReadInBackground } from '../api/mark-notification-read';

/** The French sentence and link of a notification: the server's, else the domain's for its kind (spec 3.6). */
export function notificationView(notification: Notification): { text: string; link: string | null } {
  if (notification.text) return { text: notification.text, link: notification.link };
  return notificationSentence(notification.kind, notification.data);
}

interface NotificationItemProps {
  notification: Notification;
  uid: string;
  lastSignIn: string | null;
  /** Two lines at most (the popup, spec 9). */
  isCompact?: boolean;
  onFollow?: () => void;
}

/** One notification: its sentence, date, read state; following its link marks it read. */
export function NotificationItem({
  notification,
  uid,
  lastSignIn,
  isCompact = false,
  onFollow,
}: NotificationItemProps) {
  const { t } = useTranslation('notifications');
  const { text, link } = notificationView(notification);
  const isUnread = isNotificationUnread(notification, uid, lastSignIn);
  const Icon = notification.targetIds.length === 0 ? Megaphone : Bell;
  const follow = () => {
    if (isUnread) markNotificationReadInBackground(notification.id);
    onFollow?.();
  };
  const body: ReactNode = (
    <>
      <span
        aria-hidden="true"
        className={cn(
          'mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full',
          isUnread ? 'bg-accent-soft text-accent' : 'bg-canvas text-ink-faint',
        )}
      >
        <Icon className="size-4" />
      </span>
      <span className="min-w-0 flex-1">
        <span className={cn('text-sm text-ink', isCompact && 'line-clamp-2', isUnread && 'font-semibold')}>{text}</span>
        <span className="mt-0.5 block text-xs text-ink-faint">
          <time dateTime={notification.date}>{formatShortDate(notification.date)}</time>
          {' · '}
          {isUnread ? t('unread') : t('read')}
        </span>
      </span>
      {isUnread ? <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-accent" /> : null}
    </>
  );
  const className =
    'flex w-full items-start gap-3 px-4 py-3 text-left hover:bg-canvas focus-visible:bg-canvas focus-visible:outline-2 focus-visible:outline-solid focus-visible:-outline-offset-2 focus-visible:outline-accent';
  if (!link) {
    return <div className={className}>{body}</div>;
  }
  if (isExternalLink(link)) {
    return (
      <a href={link} target="_blank" rel="noreferrer" className={className} onClick={follow}>
        {body}
      </a>
    );
  }
  return (
    <Link to={link} className={className} onClick={follow}>
      {body}
    </Link>
  );
}
