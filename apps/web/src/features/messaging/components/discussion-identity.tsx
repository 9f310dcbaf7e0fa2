import type { Discussion } from '@campus/domain/messaging';
import { useTranslation } from '../../../lib/use-translation';
import { Avatar, type AvatarSize } from '../../../components/avatar';
import { useProfile } from '../api/get-profile';
import { otherMemberIds } from '../discussions';

/**
 * The name shown for a discussion: a group's name, or the other member's name for a direct one. `isPending`: that
 * member's name is still on its way (until then `name` is « Membre Campus », what a member without a name shows).
 */
export function useDiscussionName(
  discussion: Discussion,
  uid: string,
): { name: string; otherUid: string | null; isPending: boolean } {
  const { t } = useTranslation('messaging');
  const others = otherMemberIds(discussion, uid);
  const otherUid = discussion.type === 'DIRECT' ? (others[0] ?? null) : null;
  const profile = useProfile(otherUid);
  if (discussion.type === 'GROUP') {
    return {
      name: discussion.name?.trim() || t('group.defaultName', { count: others.length + 1 }),
      otherUid,
      isPending: false,
    };
  }
  return {
    name: profile.data?.displayName?.trim() || t('member.unknown'),
    otherUid,
    isPending: Boolean(otherUid) && profile.isPending,
  };
}

/** A discussion's picture: the other member's picture (linking to their page), or the group's initials. */
export function DiscussionAvatar({
  discussion,
  uid,
  name,
  size = 'md',
  linked = false,
}: {
  discussion: Discussion;
  uid: string;
  name: string;
  size?: AvatarSize;
  linked?: boolean;
}) {
  const otherUid = discussion.type === 'DIRECT' ? (otherMemberIds(discussion, uid)[0] ?? null) : null;
  const profile = useProfile(otherUid);
  return (
    <Avatar
      name={name}
      pictureUrl={profile.data?.pictureUrl ?? null}
      uid={linked ? otherUid : null}
      currentUid={uid}
      size={size}
    />
  );
}
