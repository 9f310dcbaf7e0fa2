import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { InviteMemberButton } from '../../../features/administration/components/invite-member-button';
import { MembersSearch } from '../../../features/administration/components/members-search';

/** `/administration/membres` (MDB_ADMIN, behind the administration guard): every member, searched and filtered. */
export default function MembersPage() {
  const { t } = useTranslation('administration');
  return (
    <div className="space-y-6">
      <PageHeader
        title={t('members.title')}
        description={t('members.intro')}
        actions={<InviteMemberButton />}
        className="mb-0"
      />
      <MembersSearch />
    </div>
  );
}
