import type { MemberDetail } from '@campus/domain/administration';
import { formatShortDate } from '@campus/domain/shared';
import { CalendarClock, CalendarX, MailPlus, MailX, UserCheck, UserRoundX, UserX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toast } from '../../../components/toast';
import { useClosureAction, type ClosureAction } from '../api/member-closure';
import { useResendInvitation } from '../api/resend-invitation';
import { useRevokeInvitation } from '../api/revoke-invitation';
import { useUpdateMember } from '../api/update-member';

type Confirming = 'deactivate' | 'reactivate' | 'revoke' | 'schedule' | 'anonymise' | null;

/**
 * What the admin does to the account itself: send the invitation again or revoke it (an invited member), deactivate
 * or reactivate (the others), schedule or cancel its closure, or anonymise it at once, each confirmed first but the
 * resend and the cancel; a refusal (the last admin) said in a toast. A closed account has nothing left to do.
 */
export function MemberAccountActions({ member }: { member: MemberDetail }) {
  if (member.status === 'closed') return null;
  return (
    <div className="flex flex-wrap gap-2">
      <StatusActions member={member} />
      <ClosureActions member={member} />
    </div>
  );
}

/** Schedule the closure (30 days, the member mailed) or cancel it, and anonymise at once. */
function ClosureActions({ member }: { member: MemberDetail }) {
  const { t } = useTranslation('administration');
  const [confirming, setConfirming] = useState<Confirming>(null);
  const closure = useClosureAction(member.uid);
  const run = (action: ClosureAction) =>
    closure.mutate(action, {
      onSuccess: (updated) => {
        const title =
          action === 'schedule'
            ? t('member.closureScheduled', { name: member.name, date: formatShortDate(updated.closureDueAt ?? '') })
            : action === 'cancel'
              ? t('member.closureCancelled', { name: member.name })
              : t('member.anonymised');
        toast({ title, variant: 'success' });
      },
      onError: (error) => toast({ title: t('member.closureFailed'), description: error.message, variant: 'error' }),
      onSettled: () => setConfirming(null),
    });

  return (
    <>
      {member.closureDueAt ? (
        <Button
          variant="secondary"
          icon={<CalendarX className="size-4" aria-hidden="true" />}
          isLoading={closure.isPending && closure.variables === 'cancel'}
          onClick={() => run('cancel')}
        >
          {t('member.cancelClosure')}
        </Button>
      ) : (
        <Button
          variant="danger-ghost"
          icon={<CalendarClock className="size-4" aria-hidden="true" />}
          onClick={() => setConfirming('schedule')}
        >
          {t('member.scheduleClosure')}
        </Button>
      )}
      <Button
        variant="danger-ghost"
        icon={<UserRoundX className="size-4" aria-hidden="true" />}
        onClick={() => setConfirming('anonymise')}
      >
        {t('member.anonymise')}
      </Button>
      <ConfirmDialog
        open={confirming === 'schedule'}
        onOpenChange={(open) => setConfirming(open ? 'schedule' : null)}
        title={t('member.scheduleClosureTitle')}
        description={t('member.scheduleClosureText', { name: member.name })}
        confirmLabel={t('member.scheduleClosure')}
        isPending={closure.isPending}
        onConfirm={() => run('schedule')}
      />
      <ConfirmDialog
        open={confirming === 'anonymise'}
        onOpenChange={(open) => setConfirming(open ? 'anonymise' : null)}
        title={t('member.anonymiseTitle')}
        description={t('member.anonymiseText', { name: member.name })}
        confirmLabel={t('member.anonymise')}
        isPending={closure.isPending}
        onConfirm={() => run('anonymise')}
      />
    </>
  );
}

/** Resend or revoke the invitation (an invited member), deactivate or reactivate (the others). */
function StatusActions({ member }: { member: MemberDetail }) {
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
    <>
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
    </>
  );
}
