import { History } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/button';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { ImportMembersButton } from '../../../features/administration/components/import-members-button';
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
        actions={
          <>
            <Link to={paths.administration.journal} className={buttonStyles({ variant: 'secondary' })}>
              <History className="size-4" aria-hidden="true" />
              {t('journal.open')}
            </Link>
            <ImportMembersButton />
            <InviteMemberButton />
          </>
        }
        className="mb-0"
      />
      <MembersSearch />
    </div>
  );
}
