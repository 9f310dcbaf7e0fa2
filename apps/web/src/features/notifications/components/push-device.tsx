import { Smartphone } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/button';
import { toast } from '../../../components/toast';
import { isApiRequestError } from '../../../lib/api-client';
import {
  PushUnavailableError,
  currentPushSubscription,
  pushSupport,
  turnPushOff,
  turnPushOn,
  type PushSupport,
} from '../../../lib/push';
import { useSendTestPush } from '../api/push-test';

type DeviceState = 'checking' | 'on' | 'off' | 'denied';

/**
 * Push on this device (issue 33): its state, and the buttons that turn it on (the permission is asked from that click,
 * never on load) or off, and send a test push. On an iPhone outside the installed app, what iOS needs instead.
 */
export function PushDevice() {
  const { t } = useTranslation('notifications');
  const [support] = useState<PushSupport>(() => pushSupport());
  const [state, setState] = useState<DeviceState>('checking');
  const [busy, setBusy] = useState(false);
  const test = useSendTestPush();

  useEffect(() => {
    if (support !== 'supported') return;
    let current = true;
    void currentPushSubscription()
      .catch(() => null)
      .then((subscription) => {
        if (!current) return;
        if (subscription) setState('on');
        else setState(Notification.permission === 'denied' ? 'denied' : 'off');
      });
    return () => {
      current = false;
    };
  }, [support]);

  if (support === 'ios-needs-install') {
    return <p className="py-3 text-sm text-ink-soft">{t('push.ios')}</p>;
  }
  if (support === 'unsupported') {
    return <p className="py-3 text-sm text-ink-soft">{t('push.unsupported')}</p>;
  }

  const turnOn = async () => {
    setBusy(true);
    try {
      await turnPushOn();
      setState('on');
      toast({ title: t('push.turnedOn'), variant: 'success' });
    } catch (error) {
      if (error instanceof PushUnavailableError && error.reason === 'denied') setState('denied');
      const reason = error instanceof PushUnavailableError ? error.reason : 'failed';
      toast({
        title: isApiRequestError(error) ? error.message : t(`push.error.${reason}`),
        variant: 'error',
      });
    } finally {
      setBusy(false);
    }
  };

  const turnOff = async () => {
    setBusy(true);
    try {
      await turnPushOff();
      setState('off');
      toast({ title: t('push.turnedOff'), variant: 'success' });
    } finally {
      setBusy(false);
    }
  };

  const sendTest = () =>
    test.mutate(undefined, {
      onSuccess: ({ sent }) =>
        toast({ title: sent > 0 ? t('push.testSent') : t('push.testNone'), variant: sent > 0 ? 'success' : 'info' }),
      onError: (error) =>
        toast({ title: isApiRequestError(error) ? error.message : t('push.error.failed'), variant: 'error' }),
    });

  return (
    <div className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="flex min-w-0 items-start gap-2 text-sm text-ink" role="status">
        <Smartphone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ink-soft" />
        <span>{t(`push.state.${state}`)}</span>
      </p>
      <div className="flex flex-wrap gap-2">
        {state === 'on' ? (
          <>
            <Button type="button" variant="secondary" disabled={test.isPending} onClick={sendTest}>
              {t('push.test')}
            </Button>
            <Button type="button" variant="secondary" disabled={busy} onClick={() => void turnOff()}>
              {t('push.turnOff')}
            </Button>
          </>
        ) : state === 'off' ? (
          <Button type="button" disabled={busy} onClick={() => void turnOn()}>
            {busy ? t('push.turningOn') : t('push.turnOn')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
