import { Ban, UserCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toast } from '../../../components/toast';
import { cn } from '../../../lib/cn';
import { useBlockMember } from '../api/block-member';
import { useBlockedMembers } from '../api/get-blocked-members';
import { useUnblockMember } from '../api/unblock-member';

interface BlockMemberButtonProps {
  uid: string;
  /** The member's name, for the dialog and the toasts. */
  name: string;
  /** In a tight header (a conversation's): the label only for screen readers on phones. */
  isCompact?: boolean;
}

/**
 * `Bloquer` (after a dialog saying what it does) or `Débloquer` (at once: nothing to lose), from the member's page or
 * a direct discussion's header. The member is not told either way (issue 32).
 */
export function BlockMemberButton({ uid, name, isCompact = false }: BlockMemberButtonProps) {
  const { t } = useTranslation('network');
  const blocked = useBlockedMembers();
  const block = useBlockMember();
  const unblock = useUnblockMember();
  const [isAsking, setIsAsking] = useState(false);
  // Until the list is known, the button waits rather than offer the wrong action.
  if (blocked.isPending || blocked.isError) return null;
  const isBlocked = blocked.data.some((member) => member.uid === uid);
  const label = (text: string) => <span className={cn(isCompact && 'sr-only sm:not-sr-only')}>{text}</span>;

  if (isBlocked) {
    return (
      <Button
        variant="secondary"
        size={isCompact ? 'sm' : 'md'}
        isLoading={unblock.isPending}
        icon={<UserCheck className="size-4" aria-hidden="true" />}
        onClick={() =>
          unblock.mutate(uid, {
            onSuccess: () => toast({ title: t('blocks.unblocked', { name }), variant: 'success' }),
            onError: (error) =>
              toast({ title: t('blocks.unblockFailed'), description: error.message, variant: 'error' }),
          })
        }
      >
        {label(t('blocks.unblock'))}
      </Button>
    );
  }
  return (
    <>
      <Button
        variant="danger-ghost"
        size={isCompact ? 'sm' : 'md'}
        icon={<Ban className="size-4" aria-hidden="true" />}
        onClick={() => setIsAsking(true)}
      >
        {label(t('blocks.block'))}
      </Button>
      <ConfirmDialog
        open={isAsking}
        onOpenChange={setIsAsking}
        title={t('blocks.dialogTitle', { name })}
        description={
          <span className="flex flex-col gap-2">
            <span>{t('blocks.dialogEffects', { name })}</span>
            <span>{t('blocks.dialogNotTold', { name })}</span>
          </span>
        }
        confirmLabel={t('blocks.block')}
        isPending={block.isPending}
        onConfirm={() =>
          block.mutate(uid, {
            onSuccess: () => {
              setIsAsking(false);
              toast({ title: t('blocks.blocked', { name }), variant: 'success' });
            },
            onError: (error) => toast({ title: t('blocks.blockFailed'), description: error.message, variant: 'error' }),
          })
        }
      />
    </>
  );
}
