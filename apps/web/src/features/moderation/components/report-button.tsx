import type { ReportTargetKind } from '@campus/domain/moderation';
import { Flag } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/button';
import { lazyDialog } from '../../../components/lazy-dialog';
import { cn } from '../../../lib/cn';

/**
 * The dialog, its form and the moderation rules it reads load on the first `Signaler` (fetched ahead when the button
 * is pointed at or focused): the messages page shows a flag beside every message and none of them opens on a first
 * load.
 */
const ReportDialog = lazyDialog(() => import('./report-dialog'));

interface ReportButtonProps {
  kind: ReportTargetKind;
  id: string;
  /** `icon`: a small flag (beside a message); `button`: the word `Signaler` with its flag. */
  look?: 'icon' | 'button';
  className?: string;
}

/** `Signaler`: the one report dialog of the app (message, discussion, member, deal): a reason, a comment, sent. */
export function ReportButton({ kind, id, look = 'button', className }: ReportButtonProps) {
  const { t } = useTranslation('moderation');
  const [open, setOpen] = useState(false);
  const flag = <Flag className={look === 'icon' ? 'size-3.5' : 'size-4'} aria-hidden="true" />;
  return (
    <>
      {look === 'icon' ? (
        <button
          type="button"
          onClick={() => setOpen(true)}
          onPointerEnter={ReportDialog.prefetch}
          onFocus={ReportDialog.prefetch}
          aria-label={t(`report.${kind}`)}
          title={t(`report.${kind}`)}
          className={cn(
            'inline-flex size-7 items-center justify-center rounded-md text-ink-faint hover:bg-canvas hover:text-danger',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
            className,
          )}
        >
          {flag}
        </button>
      ) : (
        <Button
          size="sm"
          variant="ghost"
          icon={flag}
          className={className}
          aria-label={t(`report.${kind}`)}
          onClick={() => setOpen(true)}
          onPointerEnter={ReportDialog.prefetch}
          onFocus={ReportDialog.prefetch}
        >
          {t('report.button')}
        </Button>
      )}
      <ReportDialog kind={kind} id={id} open={open} onOpenChange={setOpen} />
    </>
  );
}
