import { isMdbAdmin } from '@campus/domain/rights';
import { useTranslation } from '../../../lib/use-translation';
import { PageHeader } from '../../../components/page-header';
import { ContractsList } from '../../../features/contracts/components/contracts-list';
import { IssueContractForm } from '../../../features/contracts/components/issue-contract-form';
import { useSignedInUser } from '../../../lib/auth/me';

/** `/mon-compte/mes-contrats`: the member's contracts (`Signé` / `À signer`, PDFs); MDB_ADMIN also issues one. */
export default function ContractsPage() {
  const { t } = useTranslation('contracts');
  const user = useSignedInUser();
  return (
    <div className="space-y-6">
      <PageHeader title={t('list.title')} description={t('list.intro')} className="mb-0" />
      <ContractsList />
      {isMdbAdmin(user) ? <IssueContractForm /> : null}
    </div>
  );
}
