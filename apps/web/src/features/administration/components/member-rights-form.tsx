import type { MemberDetail } from '@campus/domain/administration';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/button';
import { FormErrors } from '../../../components/form/form-errors';
import { useServerViolations } from '../../../components/form/server-violations';
import { toast } from '../../../components/toast';
import { useUpdateMember } from '../api/update-member';
import { rightsRequestOf, rightsValuesOf, type MemberRightsValues } from '../member-form';
import { MemberRightsFields } from './member-rights-fields';

/** The member's rights, edited in place and saved with one PATCH; they hold at the member's next request. */
export function MemberRightsForm({ member }: { member: MemberDetail }) {
  const { t } = useTranslation('administration');
  const form = useForm<MemberRightsValues>({ values: rightsValuesOf(member) });
  const { formMessages, applyServerErrors, messagesFor } = useServerViolations(form, t('network'));
  const updateMember = useUpdateMember(member.uid);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await updateMember.mutateAsync(rightsRequestOf(values));
      toast({ title: t('member.rightsSaved'), variant: 'success' });
    } catch (error) {
      applyServerErrors(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <FormErrors messages={formMessages} />
      <MemberRightsFields register={(name) => form.register(name)} channelErrors={messagesFor('channels')} />
      <div className="flex flex-wrap items-center justify-end gap-3 border-t border-line pt-4">
        {form.formState.isDirty ? <p className="text-sm text-ink-faint">{t('member.unsaved')}</p> : null}
        <Button type="submit" isLoading={form.formState.isSubmitting} disabled={!form.formState.isDirty}>
          {t('member.saveRights')}
        </Button>
      </div>
    </form>
  );
}
