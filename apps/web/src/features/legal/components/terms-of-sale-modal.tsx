import { formatLongDate } from '@campus/domain/shared';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { paths } from '../../../config/paths';
import { useSignedInUser } from '../../../lib/auth/me';
import { useAcceptCgv } from '../api/accept-cgv';
import { useCgvNeedRefresh } from '../api/get-cgv-need-refresh';

/**
 * The blocking terms-of-sale modal (spec 2.6 and 4): shown when a refresh is needed; the
 * acknowledgement is ticked by default and `Confirmer` sends the acceptance value.
 */
export function TermsOfSaleModal() {
  const { t } = useTranslation('legal-modal');
  const user = useSignedInUser();
  const needRefresh = useCgvNeedRefresh();
  const acceptance = useAcceptCgv();
  const [isAccepted, setIsAccepted] = useState(true);
  const checkboxId = useId();

  const isShown = needRefresh.data ? needRefresh.data.needRefresh : needRefresh.isError && user.neededRefreshCgv;
  const effectiveAt = needRefresh.data?.terms?.effectiveAt;

  return (
    <Modal
      open={isShown}
      isBlocking
      title={t('title')}
      description={effectiveAt ? t('body', { date: formatLongDate(effectiveAt) }) : t('bodyNoDate')}
      footer={
        <Button isLoading={acceptance.isPending} onClick={() => acceptance.mutate({ cgvAccepted: isAccepted })}>
          {t('confirm')}
        </Button>
      }
    >
      <p className="text-ink-soft">
        {t('readThem')}{' '}
        <Link to={paths.legal.termsOfSale} target="_blank" rel="noopener" className="font-medium text-accent underline">
          {t('link')}
        </Link>
      </p>
      <div className="mt-5 flex items-start gap-3 rounded-xl bg-canvas p-4">
        <input
          id={checkboxId}
          type="checkbox"
          checked={isAccepted}
          onChange={(event) => setIsAccepted(event.target.checked)}
          className="mt-0.5 size-5 shrink-0 accent-(--channel-accent)"
        />
        <label htmlFor={checkboxId} className="text-sm font-medium text-ink">
          {t('accept')}
        </label>
      </div>
      {acceptance.isError ? (
        <p role="alert" className="mt-3 text-sm text-danger">
          {t('error')}
        </p>
      ) : null}
    </Modal>
  );
}
