import { useTranslation } from '../../../lib/use-translation';
import { PageHeader } from '../../../components/page-header';
import { AccountClosureCard } from '../../../features/account/components/account-closure-card';
import { ProfileForm } from '../../../features/account/components/profile-form';
import { ProfilePictureCard } from '../../../features/account/components/profile-picture-card';
import { ReadReceiptsCard } from '../../../features/messaging/components/read-receipts-card';
import { NetworkPrivacyCard } from '../../../features/network/components/privacy-form';
import { BlockedMembersCard } from '../../../features/network/components/blocked-members-card';
import { useSignedInUser } from '../../../lib/auth/me';

/** `/mon-compte/mon-profil`: picture, identity and address of the member, and closing the account. */
export default function ProfilePage() {
  const { t } = useTranslation('account');
  const user = useSignedInUser();
  return (
    <>
      <PageHeader title={t('profile.title')} description={t('profile.intro')} />
      <div className="space-y-6">
        <ProfilePictureCard user={user} />
        <ProfileForm key={user.uid} user={user} />
        {user.isCustomer ? <NetworkPrivacyCard /> : null}
        {user.isCustomer ? <ReadReceiptsCard /> : null}
        {user.isCustomer ? <BlockedMembersCard /> : null}
        <AccountClosureCard />
      </div>
    </>
  );
}
