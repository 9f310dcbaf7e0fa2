import {
  DIGEST_RHYTHMS,
  NOTIFICATION_KIND_LABELS,
  SITE_NOTIFICATION_KINDS,
  type DigestRhythm,
  type NotificationPreferences,
} from '@campus/domain/notifications';
import { AlertTriangle, BellRing, Layers, Mail, Smartphone } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';
import { inputClassName, labelClassName } from '../../../components/form/field-styles';
import { Skeleton } from '../../../components/skeleton';
import { toast } from '../../../components/toast';
import { isApiRequestError } from '../../../lib/api-client';
import { useSignedInUser } from '../../../lib/auth/me';
import { useNotificationPreferences, useSaveNotificationPreferences } from '../api/notification-preferences';
import { PushDevice } from './push-device';

type EmailSwitch = 'directMessages' | 'contracts' | 'projectDecisions';
const EMAIL_SWITCHES: EmailSwitch[] = ['directMessages', 'contracts', 'projectDecisions'];

/** A labelled on/off switch (a checkbox with the switch role: its name is its label). */
function Switch({
  label,
  hint,
  hiddenSuffix,
  checked,
  onChange,
}: {
  label: string;
  hint?: string;
  /** Read by screen readers only, after the label (« (push) »: the same kind's switch of another section). */
  hiddenSuffix?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 py-3">
      <label htmlFor={id} className="min-w-0 text-sm text-ink">
        {label}
        {hiddenSuffix ? <span className="sr-only"> {hiddenSuffix}</span> : null}
        {hint ? <span className="mt-0.5 block text-xs text-ink-soft">{hint}</span> : null}
      </label>
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 size-5 shrink-0 rounded border-line accent-accent"
      />
    </div>
  );
}

function Section({
  icon,
  title,
  intro,
  children,
}: {
  icon: ReactNode;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <Card className="p-4 sm:p-6">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-ink">
        {icon}
        {title}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">{intro}</p>
      <div className="mt-2 divide-y divide-line">{children}</div>
    </Card>
  );
}

/** The form once loaded: the member's choices, saved together. */
function PreferencesForm({ initial }: { initial: NotificationPreferences }) {
  const { t } = useTranslation('notifications');
  const [draft, setDraft] = useState(initial);
  const save = useSaveNotificationPreferences();
  const { channels } = useSignedInUser();
  const digestId = useId();

  const submit = () => {
    save.mutate(
      { channels: draft.channels, site: draft.site, email: draft.email, push: draft.push },
      {
        onSuccess: (saved) => {
          setDraft(saved);
          toast({ title: t('preferences.saved'), variant: 'success' });
        },
        onError: (error) =>
          toast({
            title: isApiRequestError(error) ? error.message : t('preferences.saveError'),
            variant: 'error',
          }),
      },
    );
  };

  return (
    <form
      className="space-y-6"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {channels.length > 1 ? (
        <Section
          icon={<Layers aria-hidden="true" className="size-5 text-accent" />}
          title={t('preferences.channelsTitle')}
          intro={t('preferences.channelsIntro')}
        >
          {channels.map((channel) => (
            <Switch
              key={channel.slug}
              label={channel.name}
              checked={draft.channels[channel.slug]}
              onChange={(checked) => setDraft({ ...draft, channels: { ...draft.channels, [channel.slug]: checked } })}
            />
          ))}
        </Section>
      ) : null}

      <Section
        icon={<Mail aria-hidden="true" className="size-5 text-accent" />}
        title={t('preferences.emailTitle')}
        intro={t('preferences.emailIntro')}
      >
        {EMAIL_SWITCHES.map((key) => (
          <Switch
            key={key}
            label={t(`preferences.email.${key}`)}
            hint={t(`preferences.emailHint.${key}`)}
            checked={draft.email[key]}
            onChange={(checked) => setDraft({ ...draft, email: { ...draft.email, [key]: checked } })}
          />
        ))}
        <div className="py-3">
          <label htmlFor={digestId} className={labelClassName}>
            {t('preferences.digest')}
          </label>
          <select
            id={digestId}
            value={draft.email.digest}
            onChange={(event) =>
              setDraft({ ...draft, email: { ...draft.email, digest: event.target.value as DigestRhythm } })
            }
            className={inputClassName(false, 'sm:max-w-xs')}
          >
            {DIGEST_RHYTHMS.map((rhythm) => (
              <option key={rhythm} value={rhythm}>
                {t(`preferences.digestRhythm.${rhythm}`)}
              </option>
            ))}
          </select>
          <p className="mt-1.5 text-xs text-ink-soft">{t('preferences.digestHint')}</p>
        </div>
      </Section>

      <Section
        icon={<Smartphone aria-hidden="true" className="size-5 text-accent" />}
        title={t('push.title')}
        intro={t('push.intro')}
      >
        <PushDevice />
        <Switch
          label={t('push.directMessages')}
          checked={draft.push.directMessages}
          onChange={(checked) => setDraft({ ...draft, push: { ...draft.push, directMessages: checked } })}
        />
        <details className="group py-3">
          <summary className="cursor-pointer text-sm font-medium text-accent">{t('push.kinds')}</summary>
          <div className="mt-2 divide-y divide-line">
            {SITE_NOTIFICATION_KINDS.map((kind) => (
              <Switch
                key={kind}
                label={NOTIFICATION_KIND_LABELS[kind]}
                hiddenSuffix={t('push.suffix')}
                checked={draft.push.kinds[kind]}
                onChange={(checked) =>
                  setDraft({ ...draft, push: { ...draft.push, kinds: { ...draft.push.kinds, [kind]: checked } } })
                }
              />
            ))}
          </div>
        </details>
      </Section>

      <Section
        icon={<BellRing aria-hidden="true" className="size-5 text-accent" />}
        title={t('preferences.siteTitle')}
        intro={t('preferences.siteIntro')}
      >
        {SITE_NOTIFICATION_KINDS.map((kind) => (
          <Switch
            key={kind}
            label={NOTIFICATION_KIND_LABELS[kind]}
            checked={draft.site[kind]}
            onChange={(checked) => setDraft({ ...draft, site: { ...draft.site, [kind]: checked } })}
          />
        ))}
      </Section>

      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('preferences.saving') : t('preferences.save')}
        </Button>
      </div>
    </form>
  );
}

/** Mon compte > Notifications (issue 33): loading, error (with a retry), then the form. */
export function NotificationPreferencesPanel() {
  const { t } = useTranslation('notifications');
  const query = useNotificationPreferences();
  if (query.isPending) {
    return (
      <div className="space-y-6" aria-busy="true" aria-label={t('preferences.loading')}>
        <Skeleton className="h-56 w-full" />
        <Skeleton className="h-96 w-full" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <Card>
        <EmptyState
          icon={<AlertTriangle aria-hidden="true" />}
          action={
            <Button variant="secondary" onClick={() => void query.refetch()}>
              {t('preferences.retry')}
            </Button>
          }
        >
          {t('preferences.loadError')}
        </EmptyState>
      </Card>
    );
  }
  return <PreferencesForm initial={query.data} />;
}
