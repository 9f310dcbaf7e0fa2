import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { useNavigate } from 'react-router';
import { FormErrors } from '../../../components/form/form-errors';
import { useServerViolations } from '../../../components/form/server-violations';
import { TextField } from '../../../components/form/text-field';
import { violationsResolver } from '../../../components/form/violations-resolver';
import { Modal } from '../../../components/modal';
import { ModalFormActions } from '../../../components/modal-form-actions';
import { toast } from '../../../components/toast';
import { paths } from '../../../config/paths';
import { isApiRequestError } from '../../../lib/api-client';
import { useInviteMember } from '../api/invite-member';
import { checkInvite, emptyInviteValues, inviteRequestOf, type InviteMemberValues } from '../member-form';
import { MemberRightsFields } from './member-rights-fields';

interface InviteMemberDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** `Inviter un membre`: who, their rights, then `Envoyer l'invitation` mails them a link valid 7 days. */
export function InviteMemberDialog({ open, onOpenChange }: InviteMemberDialogProps) {
  const { t } = useTranslation('administration');
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('invite.title')} description={t('invite.intro')} size="lg">
      <InviteMemberForm onDone={() => onOpenChange(false)} />
    </Modal>
  );
}

function InviteMemberForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('administration');
  const navigate = useNavigate();
  const form = useForm<InviteMemberValues>({
    defaultValues: emptyInviteValues(),
    resolver: violationsResolver(checkInvite),
  });
  const { formMessages, applyServerErrors, messagesFor } = useServerViolations(form, t('network'));
  const invite = useInviteMember();

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { uid } = await invite.mutateAsync(inviteRequestOf(values));
      toast({ title: t('invite.sent', { email: values.email }), variant: 'success' });
      onDone();
      void navigate(paths.administration.member(uid));
    } catch (error) {
      // An e-mail already taken is the e-mail field's problem, said where the admin typed it.
      if (isApiRequestError(error) && error.status === 409 && !error.errors.email) {
        form.setError('email', { type: 'server', message: error.message });
      } else applyServerErrors(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <FormErrors messages={formMessages} />
      <TextField
        label={t('invite.email')}
        type="email"
        autoComplete="off"
        errors={messagesFor('email')}
        {...form.register('email')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('invite.firstname')} errors={messagesFor('firstname')} {...form.register('firstname')} />
        <TextField label={t('invite.lastname')} errors={messagesFor('lastname')} {...form.register('lastname')} />
      </div>
      <MemberRightsFields register={(name) => form.register(name)} channelErrors={messagesFor('channels')} />
      <ModalFormActions submitLabel={t('invite.submit')} onCancel={onDone} isSubmitting={form.formState.isSubmitting} />
    </form>
  );
}
