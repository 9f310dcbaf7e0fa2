import type { EducationalContent } from '@campus/domain/learning';
import { CHANNELS, type ChannelSlug } from '@campus/domain/shared';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { FormErrors } from '../../../components/form/form-errors';
import { SelectField } from '../../../components/form/select-field';
import { useServerViolations } from '../../../components/form/server-violations';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { violationsResolver } from '../../../components/form/violations-resolver';
import { Modal } from '../../../components/modal';
import { ModalFormActions } from '../../../components/modal-form-actions';
import { toast } from '../../../components/toast';
import { useProposeWorkshop } from '../api/propose-workshop';
import { useUpdateWorkshop } from '../api/update-workshop';
import {
  checkWorkshop,
  newWorkshopValues,
  workshopRequest,
  workshopValuesOf,
  type WorkshopFormValues,
} from '../workshop-form';

interface WorkshopFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The member's own workshop to edit; a new proposal otherwise. */
  workshop?: EducationalContent | undefined;
  /** The member's channels, where a workshop may go. */
  channels: readonly ChannelSlug[];
  defaultChannel: ChannelSlug;
}

/** A member proposes a brainstorming workshop (an admin then validates it), or edits their own. */
export function WorkshopFormDialog({
  open,
  onOpenChange,
  workshop,
  channels,
  defaultChannel,
}: WorkshopFormDialogProps) {
  const { t } = useTranslation('learning');
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={workshop ? t('workshops.form.editTitle') : t('workshops.form.proposeTitle')}
      description={workshop ? t('workshops.form.editDescription') : t('workshops.form.proposeDescription')}
    >
      <WorkshopForm
        workshop={workshop}
        channels={channels}
        defaultChannel={defaultChannel}
        onDone={() => onOpenChange(false)}
      />
    </Modal>
  );
}

function WorkshopForm({
  workshop,
  channels,
  defaultChannel,
  onDone,
}: {
  workshop: EducationalContent | undefined;
  channels: readonly ChannelSlug[];
  defaultChannel: ChannelSlug;
  onDone: () => void;
}) {
  const { t } = useTranslation('learning');
  const formId = useId();
  const form = useForm<WorkshopFormValues>({
    defaultValues: workshop ? workshopValuesOf(workshop) : newWorkshopValues(defaultChannel),
    resolver: violationsResolver(checkWorkshop),
  });
  const { formMessages, applyServerErrors, messagesFor } = useServerViolations(form, t('workshops.form.network'));
  const propose = useProposeWorkshop();
  const update = useUpdateWorkshop();

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const input = workshopRequest(values);
      await (workshop ? update.mutateAsync({ id: workshop.id, input }) : propose.mutateAsync(input));
      toast({ title: workshop ? t('workshops.form.saved') : t('workshops.form.proposed'), variant: 'success' });
      onDone();
    } catch (error) {
      applyServerErrors(error);
    }
  });

  const channelOptions = CHANNELS.filter((channel) => channels.includes(channel.slug)).map((channel) => ({
    value: channel.slug,
    label: channel.name,
  }));

  return (
    <form id={formId} onSubmit={onSubmit} noValidate className="space-y-5">
      <FormErrors messages={formMessages} />
      <TextField label={t('workshops.form.title')} errors={messagesFor('title')} {...form.register('title')} />
      <TextareaField
        label={t('workshops.form.description')}
        hint={t('workshops.form.descriptionHint')}
        errors={messagesFor('description')}
        {...form.register('description')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('workshops.form.startsAt')}
          type="datetime-local"
          errors={messagesFor('startsAt')}
          {...form.register('startsAt')}
        />
        {channelOptions.length > 1 ? (
          <SelectField
            label={t('workshops.form.channel')}
            options={channelOptions}
            errors={messagesFor('channel')}
            {...form.register('channel')}
          />
        ) : null}
      </div>
      <ModalFormActions
        submitLabel={workshop ? t('workshops.form.save') : t('workshops.form.propose')}
        onCancel={onDone}
        isSubmitting={form.formState.isSubmitting}
      />
    </form>
  );
}

export default WorkshopFormDialog;
