import type { MemberDetail } from '@campus/domain/administration';
import { MailPlus, MailX, UserCheck, UserX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toast } from '../../../components/toast';
import { useResendInvitation } from '../api/resend-invitation';
import { useRevokeInvitation } from '../api/revoke-invitation';
import { useUpdateMember } from '../api/update-member';

type Confirming = 'deactivate' | 'reactivate' | 'revoke' | null;

/**
 * What the admin does to the account itself: send the invitation again or revoke it (an invited member), deactivate
 * or reactivate (the others), each confirmed first but the resend; a refusal (the last admin) said in a toast.
 */
export function MemberAccountActions({ member }: { member: MemberDetail }) {
  const { t } = useTranslation('administration');
  const [confirming, setConfirming] = useState<Confirming>(null);
  const updateMember = useUpdateMember(member.uid);
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const refused = (title: string) => (error: Error) => toast({ title, description: error.message, variant: 'error' });

  const setStatus = (status: 'active' | 'deactivated') =>
    updateMember.mutate(
      { status },
      {
        onSuccess: () => toast({ title: t(`member.${status}Done`, { name: member.name }), variant: 'success' }),
        onError: refused(t('member.statusFailed')),
        onSettled: () => setConfirming(null),
      },
    );
  const isInvited = member.status === 'invited';

  return (
    <div className="flex flex-wrap gap-2">
      {isInvited ? (
        <>
          <Button
            variant="secondary"
            icon={<MailPlus className="size-4" aria-hidden="true" />}
            isLoading={resend.isPending}
            onClick={() =>
              resend.mutate(member.uid, {
                onSuccess: () => toast({ title: t('member.resent', { email: member.email }), variant: 'success' }),
                onError: refused(t('member.resendFailed')),
              })
            }
          >
            {t('member.resend')}
          </Button>
          {member.invitation?.state === 'pending' ? (
            <Button
              variant="danger-ghost"
              icon={<MailX className="size-4" aria-hidden="true" />}
              onClick={() => setConfirming('revoke')}
            >
              {t('member.revoke')}
            </Button>
          ) : null}
        </>
      ) : member.status === 'active' ? (
        <Button
          variant="danger-ghost"
          icon={<UserX className="size-4" aria-hidden="true" />}
          onClick={() => setConfirming('deactivate')}
        >
          {t('member.deactivate')}
        </Button>
      ) : (
        <Button
          variant="secondary"
          icon={<UserCheck className="size-4" aria-hidden="true" />}
          onClick={() => setConfirming('reactivate')}
        >
          {t('member.reactivate')}
        </Button>
      )}
      <ConfirmDialog
        open={confirming === 'deactivate'}
        onOpenChange={(open) => setConfirming(open ? 'deactivate' : null)}
        title={t('member.deactivateTitle')}
        description={t('member.deactivateText', { name: member.name })}
        confirmLabel={t('member.deactivate')}
        isPending={updateMember.isPending}
        onConfirm={() => setStatus('deactivated')}
      />
      <ConfirmDialog
        open={confirming === 'reactivate'}
        onOpenChange={(open) => setConfirming(open ? 'reactivate' : null)}
        title={t('member.reactivateTitle')}
        description={t('member.reactivateText', { name: member.name })}
        confirmLabel={t('member.reactivate')}
        isPending={updateMember.isPending}
        onConfirm={() => setStatus('active')}
      />
      <ConfirmDialog
        open={confirming === 'revoke'}
        onOpenChange={(open) => setConfirming(open ? 'revoke' : null)}
        title={t('member.revokeTitle')}
        description={t('member.revokeText', { email: member.email })}
        confirmLabel={t('member.revoke')}
        isPending={revoke.isPending}
        onConfirm={() =>
          revoke.mutate(member.uid, {
            onSuccess: () => toast({ title: t('member.revoked'), variant: 'success' }),
            onError: refused(t('member.revokeFailed')),
            onSettled: () => setConfirming(null),
          })
        }
      />
    </div>
  );
}
