import { canCreateDiscussion } from '@campus/domain/messaging';
import type { ChannelSlug } from '@campus/domain/shared';
import { MessageCircle } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button';
import { toast } from '../../../components/toast';
import { paths } from '../../../config/paths';
import { useCreateDiscussion } from '../api/create-discussion';

interface SendMessageButtonProps {
  /** The recipients; the button shows only if one is non-empty and is not the member (spec 5). */
  recipientIds: readonly (string | null | undefined)[];
  uid: string;
  channel: ChannelSlug;
  targetId?: string | null;
}

/**
 * `Envoyer un message` (spec 2.6). To one member: opens the conversation with them, the existing direct discussion
 * or a draft that its first message creates (issue 34: no empty discussion left in either member's list). To several
 * members or about a target: creates the group or reuses the existing one, then opens it.
 */
export function SendMessageButton({ recipientIds, uid, channel, targetId }: SendMessageButtonProps) {
  const { t } = useTranslation('messaging');
  const navigate = useNavigate();
  const create = useCreateDiscussion();
  if (!canCreateDiscussion(recipientIds, uid)) return null;
  const memberIds = [...new Set(recipientIds.filter((id): id is string => Boolean(id) && id !== uid))];
  const [only] = memberIds;
  const start = () =>
    memberIds.length === 1 && only && !targetId
      ? void navigate(paths.conversationWith(only))
      : create.mutate(
          { channel, type: memberIds.length > 1 ? 'GROUP' : 'DIRECT', memberIds, targetId: targetId ?? null },
          {
            onSuccess: ({ discussion }) => void navigate(paths.discussion(discussion.id, discussion.targetId)),
            onError: (error) => toast({ title: t('sendButton.error'), description: error.message, variant: 'error' }),
          },
        );
  return (
    <Button onClick={start} isLoading={create.isPending} icon={<MessageCircle className="size-4" aria-hidden="true" />}>
      {t('sendButton.label')}
    </Button>
  );
}
