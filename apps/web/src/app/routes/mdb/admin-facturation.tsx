import { Users } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { Card } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { useRefreshMemberBilling } from '../../../features/billing/api/get-member-billing';
import { MemberBillingPanel } from '../../../features/billing/components/member-billing-panel';
import { MemberBillingSearch } from '../../../features/billing/components/member-billing-search';
import { ContractStatusBadge } from '../../../features/contracts/components/contract-status-badge';
import { IssueContractForm } from '../../../features/contracts/components/issue-contract-form';

/** The member shown, in the URL so that a reload or a shared link opens the same member. */
const MEMBER_PARAM = 'membre';

/**
 * `/mdb/admin/facturation` (MDB_ADMIN, behind the admin guard of /mdb/admin): find a member, see their billing
 * state, void an open invoice, issue a contract; every action is audited and listed on the page.
 */
export default function MembersBillingPage() {
  const { t } = useTranslation('billing');
  const [searchParams, setSearchParams] = useSearchParams();
  const uid = searchParams.get(MEMBER_PARAM);
  const refresh = useRefreshMemberBilling();

  return (
    <div className="space-y-6">
      <PageHeader title={t('admin.title')} description={t('admin.intro')} className="mb-0" />
      <MemberBillingSearch selectedUid={uid} onSelect={(member) => setSearchParams({ [MEMBER_PARAM]: member.uid })} />
      {uid ? (
        <MemberBillingPanel
          key={uid}
          uid={uid}
          renderContractStatus={(status) => <ContractStatusBadge status={status} />}
          renderIssueContract={(member) => (
            <IssueContractForm key={member.uid} memberEmail={member.email} onIssued={() => void refresh(member.uid)} />
          )}
        />
      ) : (
        <Card>
          <EmptyState icon={<Users />} className="py-8">
            {t('admin.member.none')}
          </EmptyState>
        </Card>
      )}
    </div>
  );
}
