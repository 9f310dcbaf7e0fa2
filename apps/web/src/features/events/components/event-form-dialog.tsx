import { EVENT_MODES, EVENT_TYPES, WEBINAR_PROVIDERS, type CampusEvent } from '@campus/domain/events';
import { CHANNELS, type ChannelSlug } from '@campus/domain/shared';
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/button';
import { FormErrors } from '../../../components/form/form-errors';
import { SelectField } from '../../../components/form/select-field';
import { useServerViolations } from '../../../components/form/server-violations';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { violationsResolver } from '../../../components/form/violations-resolver';
import { Modal } from '../../../components/modal';
import { ModalFormActions } from '../../../components/modal-form-actions';
import { toast } from '../../../components/toast';
import { useCreateEvent } from '../api/create-event';
import { useUpdateEvent } from '../api/update-event';
import {
  checkEventChanges,
  checkNewEvent,
  emptySessionValues,
  eventChangesRequest,
  eventFormValuesOf,
  newEventFormValues,
  newEventRequest,
  type EventFormValues,
} from '../event-form';
import { SessionFields } from './session-fields';

interface EventFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The event to edit; a new one otherwise. */
  event?: CampusEvent;
  /** The admin's channels, where a new event may go. */
  channels: readonly ChannelSlug[];
  defaultChannel: ChannelSlug;
  /** Called with the saved event once the server has it. */
  onSaved?: (event: CampusEvent) => void;
}

/** The admin's dialog (MDB_ADMIN) to create an event with its sessions, or to edit an event's own fields. */
export function EventFormDialog({
  open,
  onOpenChange,
  event,
  channels,
  defaultChannel,
  onSaved,
}: EventFormDialogProps) {
  const { t } = useTranslation('events');
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={event ? t('admin.editTitle') : t('admin.createTitle')}
      description={event ? t('admin.editDescription') : t('admin.createDescription')}
    >
      <EventForm
        event={event}
        channels={channels}
        defaultChannel={defaultChannel}
        onCancel={() => onOpenChange(false)}
        onSaved={(saved) => {
          onOpenChange(false);
          onSaved?.(saved);
        }}
      />
    </Modal>
  );
}

interface EventFormProps {
  event: CampusEvent | undefined;
  channels: readonly ChannelSlug[];
  defaultChannel: ChannelSlug;
  onCancel: () => void;
  onSaved: (event: CampusEvent) => void;
}

function EventForm({ event, channels, defaultChannel, onCancel, onSaved }: EventFormProps) {
  const { t } = useTranslation('events');
  const formId = useId();
  const isNew = !event;
  const form = useForm<EventFormValues>({
    defaultValues: event ? eventFormValuesOf(event) : newEventFormValues(defaultChannel),
    resolver: violationsResolver(isNew ? checkNewEvent : checkEventChanges),
  });
  const sessions = useFieldArray({ control: form.control, name: 'sessions' });
  const { formMessages, applyServerErrors, messagesFor } = useServerViolations(form, t('admin.network'));
  const createEvent = useCreateEvent();
  const updateEvent = useUpdateEvent();
  const mode = useWatch({ control: form.control, name: 'mode' });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = event
        ? await updateEvent.mutateAsync({ id: event.id, request: eventChangesRequest(values) })
        : await createEvent.mutateAsync(newEventRequest(values));
      toast({ title: event ? t('admin.saved') : t('admin.created'), variant: 'success' });
      onSaved(saved);
    } catch (error) {
      applyServerErrors(error);
    }
  });

  const channelOptions = CHANNELS.filter((channel) => channels.includes(channel.slug)).map((channel) => ({
    value: channel.slug,
    label: channel.name,
  }));
  const isSubmitting = form.formState.isSubmitting;

  return (
    <form id={formId} onSubmit={onSubmit} noValidate className="space-y-5">
      <FormErrors messages={formMessages} />
      <TextField label={t('admin.fields.title')} errors={messagesFor('title')} {...form.register('title')} />
      <TextareaField
        label={t('admin.fields.description')}
        errors={messagesFor('description')}
        {...form.register('description')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        {isNew ? (
          <SelectField
            label={t('admin.fields.channel')}
            options={channelOptions}
            errors={messagesFor('channel')}
            {...form.register('channel')}
          />
        ) : null}
        <SelectField
          label={t('admin.fields.type')}
          options={EVENT_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
          errors={messagesFor('type')}
          {...form.register('type')}
        />
        <SelectField
          label={t('admin.fields.mode')}
          options={EVENT_MODES.map((value) => ({ value, label: t(`modes.${value}`) }))}
          errors={messagesFor('mode')}
          {...form.register('mode')}
        />
        <TextField
          label={t('admin.fields.capacity')}
          hint={isNew ? undefined : t('admin.fields.capacityHint')}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          errors={messagesFor('capacity')}
          {...form.register('capacity')}
        />
        {mode === 'ONLINE' ? (
          <>
            <SelectField
              label={t('admin.fields.provider')}
              options={[
                { value: '', label: t('admin.fields.providerNone') },
                ...WEBINAR_PROVIDERS.map((value) => ({ value, label: t(`providers.${value}`) })),
              ]}
              errors={messagesFor('provider')}
              {...form.register('provider')}
            />
            <TextField
              className="sm:col-span-2"
              label={t('admin.fields.link')}
              hint={t('admin.fields.linkHint')}
              type="url"
              inputMode="url"
              placeholder="https://"
              errors={messagesFor('link')}
              {...form.register('link')}
            />
          </>
        ) : (
          <TextField
            className="sm:col-span-2"
            label={t('admin.fields.address')}
            autoComplete="street-address"
            errors={messagesFor('address')}
            {...form.register('address')}
          />
        )}
      </div>

      {isNew ? (
        <fieldset className="space-y-4">
          <legend className="mb-2 text-base font-semibold text-ink">{t('sessions')}</legend>
          {sessions.fields.map((field, index) => (
            <div key={field.id} className="rounded-xl border border-line p-4">
              <div className="mb-3 flex items-center justify-between gap-2">
                <p className="text-sm font-semibold text-ink-soft">{t('admin.sessionNumber', { number: index + 1 })}</p>
                {sessions.fields.length > 1 ? (
                  <Button
                    type="button"
                    size="sm"
                    variant="ghost"
                    icon={<Trash2 aria-hidden="true" className="size-4" />}
                    aria-label={t('admin.removeSessionNumber', { number: index + 1 })}
                    onClick={() => sessions.remove(index)}
                  >
                    {t('admin.removeSession')}
                  </Button>
                ) : null}
              </div>
              <SessionFields
                register={(name) => form.register(`sessions.${index}.${name}`)}
                messagesFor={(name) => messagesFor(`sessions.${index}.${name}`)}
              />
            </div>
          ))}
          <FormErrors messages={messagesFor('sessions')} />
          <Button
            type="button"
            variant="secondary"
            size="sm"
            icon={<Plus aria-hidden="true" className="size-4" />}
            onClick={() => sessions.append(emptySessionValues())}
          >
            {t('admin.addSession')}
          </Button>
        </fieldset>
      ) : null}

      <ModalFormActions
        submitLabel={isNew ? t('admin.create') : t('admin.save')}
        onCancel={onCancel}
        isSubmitting={isSubmitting}
      />
    </form>
  );
}

export default EventFormDialog;
