import { ArrowLeft } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link, Navigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { ContractSigning } from '../../../features/contracts/components/contract-signing';

/**
 * `/mon-compte/mes-contrats/signer?id=<contract>`: read and sign one contract. It lives outside the member shell
 * (the layout with only a sign-out link), so the blocking unsigned-contracts modal leaves it reachable.
 */
export default function SignContractPage() {
  const { t } = useTranslation('contracts');
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id');
  if (!id) return <Navigate to={paths.account.contracts} replace />;
  return (
    <>
      <Link
        to={paths.account.contracts}
        className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-accent hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('sign.back')}
      </Link>
      <PageHeader title={t('sign.pageTitle')} />
      <ContractSigning id={id} />
    </>
  );
}
