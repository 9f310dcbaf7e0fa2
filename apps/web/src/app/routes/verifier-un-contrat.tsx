import { useTranslation } from '../../lib/use-translation';
import { PageHeader } from '../../components/page-header';
import { ContractVerification } from '../../features/contracts/components/contract-verification';

/** `/verifier-un-contrat` (public): does this PDF carry a signature made on Campus? */
export default function VerifyContractPage() {
  const { t } = useTranslation('contracts');
  return (
    <>
      <PageHeader title={t('verify.title')} description={t('verify.intro')} />
      <ContractVerification />
    </>
  );
}
