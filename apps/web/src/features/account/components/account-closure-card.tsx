import { formatShortDate } from '@campus/domain/shared';
import { CalendarClock, UserX } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/button';
import { PasswordField } from '../../../components/form/password-field';
import { Modal } from '../../../components/modal';
import { Skeleton } from '../../../components/skeleton';
import { toast } from '../../../components/toast';
import { isApiRequestError } from '../../../lib/api-client';
import { useCancelClosure, useClosure, useRequestClosure } from '../api/account-closure';
import { ProfileSection } from './profile-section';

const CONSEQUENCES = ['delay', 'subscriptions', 'identity', 'files', 'messages', 'documents'] as const;

/**
 * `Fermer mon compte` (RGPD erasure): what closing does, asked with the password in a dialog; once asked, the date
 * it happens and `Annuler la fermeture`.
 */
export function AccountClosureCard() {
  const { t } = useTranslation('account');
  const closure = useClosure();
  const cancel = useCancelClosure();
  const [isAsking, setIsAsking] = useState(false);
  const dueAt = closure.data?.dueAt ?? null;

  const onCancel = () =>
    cancel.mutate(undefined, {
      onSuccess: () => toast({ title: t('closure.cancelled'), variant: 'success' }),
      onError: (error) => toast({ title: t('closure.cancelFailed'), description: error.message, variant: 'error' }),
    });

  return (
    <ProfileSection id="account-closure" title={t('closure.title')} description={t('closure.description')}>
      {closure.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : closure.isError ? (
        <div className="space-y-3">
          <p className="text-sm text-ink-soft">{t('closure.loadError')}</p>
          <Button variant="secondary" size="sm" onClick={() => void closure.refetch()}>
            {t('closure.retry')}
          </Button>
        </div>
      ) : dueAt ? (
        <div className="space-y-4 rounded-xl border border-danger/30 bg-danger-soft p-4 sm:p-5">
          <p className="flex items-center gap-2 font-semibold text-danger">
            <CalendarClock aria-hidden="true" className="size-5 shrink-0" />
            {t('closure.scheduled', { date: formatShortDate(dueAt) })}
          </p>
          <p className="text-sm text-ink-soft">{t('closure.scheduledText')}</p>
          <Button variant="secondary" onClick={onCancel} isLoading={cancel.isPending}>
            {t('closure.cancel')}
          </Button>
        </div>
      ) : (
        <div className="space-y-5">
          <ul className="list-disc space-y-2 pl-5 text-sm text-ink-soft marker:text-ink-faint">
            {CONSEQUENCES.map((key) => (
              <li key={key}>{t(`closure.consequences.${key}`)}</li>
            ))}
          </ul>
          <Button
            variant="danger"
            icon={<UserX aria-hidden="true" className="size-4" />}
            onClick={() => setIsAsking(true)}
          >
            {t('closure.open')}
          </Button>
        </div>
      )}
      <Modal
        open={isAsking}
        onOpenChange={setIsAsking}
        title={t('closure.dialogTitle')}
        description={t('closure.dialogText')}
        size="md"
      >
        <ClosureForm onDone={() => setIsAsking(false)} />
      </Modal>
    </ProfileSection>
  );
}

/** The password that proves it is the member, then `Fermer mon compte` (red); a wrong password said under the field. */
function ClosureForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('account');
  const { t: tAuth } = useTranslation('auth');
  const ask = useRequestClosure();
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<string[]>([]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setErrors([t('closure.passwordRequired')]);
    setErrors([]);
    ask.mutate(password, {
      onSuccess: ({ dueAt }) => {
        toast({
          title: t('closure.asked', { date: dueAt ? formatShortDate(dueAt) : '' }),
          variant: 'success',
        });
        onDone();
      },
      onError: (error) => {
        if (!isApiRequestError(error) || error.isNetworkError) return setErrors([t('profile.network')]);
        setErrors(error.errors.password ?? [error.message]);
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <PasswordField
        id="closure-password"
        name="password"
        autoComplete="current-password"
        label={t('closure.password')}
        showLabel={tAuth('fields.showPassword')}
        hideLabel={tAuth('fields.hidePassword')}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        errors={errors}
        autoFocus
      />
      <div className="flex flex-wrap justify-end gap-3">
        <Button type="button" variant="secondary" onClick={onDone} disabled={ask.isPending}>
          {t('closure.keep')}
        </Button>
        <Button type="submit" variant="danger" isLoading={ask.isPending}>
          {t('closure.confirm')}
        </Button>
      </div>
    </form>
  );
}
