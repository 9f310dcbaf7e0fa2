import { FileSignature } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button';
import { paths } from '../../../config/paths';
import { AccountEmptyPage } from '../../../features/account/components/account-empty-page';

/** `/mon-compte/mes-contrats`. */
export default function ContractsPage() {
  const { t } = useTranslation('account');
  return (
    <AccountEmptyPage
      title={t('contracts.title')}
      intro={t('contracts.intro')}
      icon={<FileSignature aria-hidden="true" />}
      message={t('contracts.empty')}
      action={
        <a
          href={`${paths.contactEmail}?subject=${encodeURIComponent(t('contracts.mailSubject'))}`}
          className={buttonStyles({ variant: 'secondary' })}
        >
          {t('contracts.action')}
        </a>
      }
    />
  );
}
