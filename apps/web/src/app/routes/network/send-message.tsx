import type { MemberCard } from '@campus/domain/network';
import { SendMessageButton } from '../../../features/messaging/components/send-message-button';
import { useActiveChannel } from '../../../lib/auth/active-channel';
import { useSignedInUser } from '../../../lib/auth/me';

/** Each member card's `Envoyer un message`: messaging's direct discussion (created or reused), on the active channel. */
export function useSendMessageAction() {
  const user = useSignedInUser();
  const { channel } = useActiveChannel();
  return (member: MemberCard) => <SendMessageButton recipientIds={[member.uid]} uid={user.uid} channel={channel} />;
}
