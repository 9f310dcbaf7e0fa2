import { sendGlobalNotificationRequestSchema } from '@campus/domain/messaging';
import { CHANNELS, type ChannelSlug } from '@campus/domain/shared';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { FieldMessages } from '../../../components/form/field-messages';
import { inputClassName, labelClassName } from '../../../components/form/field-styles';
import { SelectField } from '../../../components/form/select-field';
import { toast } from '../../../components/toast';
import { isApiRequestError } from '../../../lib/api-client';
import { useSendGlobalNotification } from '../api/send-global-notification';

/** The domain's limit of a global notification's text. */
export const GLOBAL_NOTIFICATION_MAX_LENGTH = 500;

type FieldErrors = { channel: string[]; text: string[]; form: string[] };
const NO_ERRORS: FieldErrors = { channel: [], text: [], form: [] };

interface GlobalNotificationFormProps {
  /** The admin's channels, in display order; the form sends only to one of them. */
  channels: readonly ChannelSlug[];
  defaultChannel: ChannelSlug;
}

/** The admin form (MDB_ADMIN): a global notification to every member of one of the admin's channels. */
export function GlobalNotificationForm({ channels, defaultChannel }: GlobalNotificationFormProps) {
  const { t } = useTranslation('notifications');
  const id = useId();
  const [channel, setChannel] = useState<string>(
    channels.includes(defaultChannel) ? defaultChannel : (channels[0] ?? ''),
  );
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<FieldErrors>(NO_ERRORS);
  const send = useSendGlobalNotification();
  const options = CHANNELS.filter((item) => channels.includes(item.slug)).map((item) => ({
    value: item.slug,
    label: item.name,
  }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const parsed = sendGlobalNotificationRequestSchema.safeParse({ channel, text });
    if (!parsed.success) {
      const next: FieldErrors = { channel: [], text: [], form: [] };
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'channel' ? 'channel' : 'text';
        next[field].push(field === 'channel' ? t('admin.channelRequired') : issue.message);
      }
      setErrors(next);
      return;
    }
    setErrors(NO_ERRORS);
    send.mutate(parsed.data, {
      onSuccess: () => {
        setText('');
        toast({ title: t('admin.sent'), variant: 'success' });
      },
      onError: (failure) =>
        setErrors(
          isApiRequestError(failure) && !failure.isNetworkError
            ? {
                channel: failure.errors.channel ?? [],
                text: failure.errors.text ?? [],
                form: [failure.message],
              }
            : { ...NO_ERRORS, form: [t('admin.sendError')] },
        ),
    });
  };

  return (
    <Card className="mb-6 p-4">
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="text-base font-semibold text-ink">
          {t('admin.title')}
        </h2>
        <SelectField
          label={t('admin.channel')}
          options={options}
          value={channel}
          onChange={(event) => setChannel(event.target.value)}
          errors={errors.channel}
        />
        <div>
          <label htmlFor={`${id}-text`} className={labelClassName}>
            {t('admin.text')}
          </label>
          <textarea
            id={`${id}-text`}
            rows={3}
            value={text}
            maxLength={GLOBAL_NOTIFICATION_MAX_LENGTH}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={errors.text.length > 0 || undefined}
            aria-describedby={`${id}-text-count${errors.text.length > 0 ? ` ${id}-text-errors` : ''}`}
            className={inputClassName(errors.text.length > 0, 'resize-y')}
          />
          <p id={`${id}-text-count`} className="mt-1.5 text-sm text-ink-faint">
            {t('admin.count', { length: text.length, max: GLOBAL_NOTIFICATION_MAX_LENGTH })}
          </p>
          <FieldMessages id={`${id}-text-errors`} messages={errors.text} />
        </div>
        <FieldMessages id={`${id}-form-errors`} messages={errors.form} />
        <div className="flex justify-end">
          <Button type="submit" isLoading={send.isPending}>
            {t('admin.send')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
