import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import type { SessionFormValues } from '../event-form';

interface SessionFieldsProps {
  register: (name: keyof SessionFormValues) => UseFormRegisterReturn;
  messagesFor: (name: keyof SessionFormValues) => string[];
}

/** A session's fields, in the event's creation form and in the session's own dialog. */
export function SessionFields({ register, messagesFor }: SessionFieldsProps) {
  const { t } = useTranslation('events');
  return (
    <div className="grid gap-4 sm:grid-cols-6">
      <TextField
        className="sm:col-span-6"
        label={t('admin.fields.sessionTitle')}
        errors={messagesFor('title')}
        {...register('title')}
      />
      <TextField
        className="sm:col-span-4"
        label={t('admin.fields.startsAt')}
        hint={t('admin.fields.startsAtHint')}
        type="datetime-local"
        errors={messagesFor('startsAt')}
        {...register('startsAt')}
      />
      <TextField
        className="sm:col-span-2"
        label={t('admin.fields.durationMinutes')}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        errors={messagesFor('durationMinutes')}
        {...register('durationMinutes')}
      />
      <TextField
        className="sm:col-span-6"
        label={t('admin.fields.webinarId')}
        hint={t('admin.fields.webinarIdHint')}
        autoComplete="off"
        errors={messagesFor('webinarId')}
        {...register('webinarId')}
      />
      <TextareaField
        className="sm:col-span-6"
        rows={2}
        label={t('admin.fields.sessionDescription')}
        errors={messagesFor('description')}
        {...register('description')}
      />
    </div>
  );
}
