import { RefreshCw } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { Skeleton } from '../../../components/skeleton';
import { toast } from '../../../components/toast';
import { useReadReceipts } from '../api/get-read-receipts';
import { useSaveReadReceipts } from '../api/save-read-receipts';

function ReadReceiptsSwitch({ isEnabled }: { isEnabled: boolean }) {
  const { t } = useTranslation('messaging');
  const id = useId();
  const save = useSaveReadReceipts();
  const shown = save.isPending && save.variables ? save.variables.enabled : isEnabled;
  return (
    <div className="flex items-start justify-between gap-4">
      <label htmlFor={id} className="min-w-0 text-sm font-medium text-ink">
        {t('receipts.settingLabel')}
        <span id={`${id}-state`} className="mt-0.5 block text-xs font-normal text-ink-soft">
          {shown ? t('receipts.settingOn') : t('receipts.settingOff')}
        </span>
      </label>
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={shown}
        disabled={save.isPending}
        aria-describedby={`${id}-state`}
        onChange={(event) =>
          save.mutate(
            { enabled: event.target.checked },
            {
              onSuccess: () => toast({ title: t('receipts.saved'), variant: 'success' }),
              onError: () => toast({ title: t('receipts.saveError'), variant: 'error' }),
            },
          )
        }
        className="mt-0.5 size-5 shrink-0 rounded border-line accent-accent"
      />
    </div>
  );
}

/** `Mon profil`: whether the member shows typing and `Vu` in small discussions, and so sees others' (issue 33). */
export function ReadReceiptsCard() {
  const { t } = useTranslation('messaging');
  const setting = useReadReceipts();
  return (
    <Card className="p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-ink">{t('receipts.settingTitle')}</h2>
      <p className="mt-1 mb-4 max-w-2xl text-sm text-ink-soft">{t('receipts.settingIntro')}</p>
      {setting.isPending ? (
        <Skeleton className="h-10 w-full" />
      ) : setting.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-ink-soft">
          {t('receipts.loadError')}
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void setting.refetch()}
            icon={<RefreshCw className="size-4" aria-hidden="true" />}
          >
            {t('receipts.retry')}
          </Button>
        </div>
      ) : (
        <ReadReceiptsSwitch isEnabled={setting.data.enabled} />
      )}
    </Card>
  );
}
