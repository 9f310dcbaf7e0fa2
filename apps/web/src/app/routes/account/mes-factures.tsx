import { Receipt } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button';
import { paths } from '../../../config/paths';
import { AccountEmptyPage } from '../../../features/account/components/account-empty-page';

/** `/mon-compte/mes-factures`. */
export default function InvoicesPage() {
  const { t } = useTranslation('account');
  return (
    <AccountEmptyPage
      title={t('invoices.title')}
      intro={t('invoices.intro')}
      icon={<Receipt aria-hidden="true" />}
      message={t('invoices.empty')}
      action={
        <a
          href={`${paths.contactEmail}?subject=${encodeURIComponent(t('invoices.mailSubject'))}`}
          className={buttonStyles({ variant: 'secondary' })}
        >
          {t('invoices.action')}
        </a>
      }
    />
  );
}
