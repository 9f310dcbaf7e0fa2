import { useParams } from 'react-router';
import { MemberAdministration } from '../../../features/administration/components/member-administration';

/** `/administration/membres/:uid` (MDB_ADMIN, behind the administration guard): one member's rights and account. */
export default function MemberAdministrationPage() {
  const { uid = '' } = useParams();
  return <MemberAdministration key={uid} uid={uid} />;
}
