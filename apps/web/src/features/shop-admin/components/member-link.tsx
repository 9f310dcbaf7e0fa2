import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** A buyer: their name, to their page in the administration, and their e-mail under it. */
export function MemberLink({ member }: { member: { uid: string; name: string; email: string } }) {
  return (
    <>
      <Link
        to={paths.administration.member(member.uid)}
        className="font-medium break-words text-ink underline-offset-4 hover:text-accent hover:underline"
      >
        {member.name}
      </Link>
      <span className="block text-sm [overflow-wrap:anywhere] text-ink-faint">{member.email}</span>
    </>
  );
}
