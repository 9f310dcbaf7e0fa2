import type { Discussion } from '@campus/domain/messaging';
import type { ChannelSlug } from '@campus/domain/shared';
import { useMutation } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/button';
import { FieldMessages } from '../../../components/form/field-messages';
import { inputClassName } from '../../../components/form/field-styles';
import { isApiRequestError } from '../../../lib/api-client';
import { reportClientError } from '../../../lib/client-errors';
import { createDiscussion } from '../api/create-discussion';
import { postMessage } from '../api/post-message';
import { messageTextError } from '../message-rules';

/** A conversation with a member that does not exist yet (issue 34): its first message creates it. */
export interface DraftDiscussion {
  channel: ChannelSlug;
  memberId: string;
  /** What it is about (a deal contacted, `Contacter le vendeur`): the discussion is created attached to it. */
  targetId?: string | null;
  /** The discussion was created with the message (or the existing one reused): the page opens it. */
  onStarted: (discussion: Discussion) => void;
}

/** Posts into the discussion, or, for a draft, creates it with the message (POST /api/discussions with `text`). */
function useSendMessage(discussionId: string, draft: DraftDiscussion | null) {
  return useMutation({
    mutationFn: async (text: string) => {
      if (!draft) return postMessage(discussionId, text);
      const { discussion } = await createDiscussion({
        channel: draft.channel,
        type: 'DIRECT',
        memberIds: [draft.memberId],
        ...(draft.targetId ? { targetId: draft.targetId } : {}),
        text,
      });
      draft.onStarted(discussion);
      return discussion;
    },
    onError: (error) => reportClientError(draft ? 'createDiscussion' : 'postMessage', error),
  });
}

/**
 * The message box `Votre message` + `Envoyer`: an empty or too long text is refused with the domain's
 * French errors; the box clears once the server acknowledged the post (spec 4). Enter sends, Shift+Enter
 * starts a new line. Each keystroke of a text calls `onTyping` (the typing indicator's, throttled by its owner).
 * The focus stays in the box through a send (`Envoyer` does not take it: a phone's keyboard stays open), and
 * `autoFocus` puts it there when the conversation opens to be written in (a draft).
 */
export function MessageBox({
  discussionId,
  onTyping,
  draft = null,
  autoFocus = false,
}: {
  discussionId: string;
  onTyping?: () => void;
  draft?: DraftDiscussion | null;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('messaging');
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const post = useSendMessage(discussionId, draft);
  const box = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (autoFocus) box.current?.focus();
  }, [autoFocus]);

  const send = () => {
    if (post.isPending) return;
    const refusal = messageTextError(text);
    if (refusal) {
      setError(refusal);
      return;
    }
    setError(null);
    post.mutate(text, {
      onSuccess: () => {
        setText('');
        box.current?.focus();
      },
      onError: (failure) =>
        setError(
          isApiRequestError(failure)
            ? (Object.values(failure.errors).flat()[0] ?? failure.message)
            : t('conversation.sendError'),
        ),
    });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <form onSubmit={onSubmit} className="border-t border-line p-3" noValidate>
      <label htmlFor={id} className="sr-only">
        {t('conversation.messageLabel')}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          ref={box}
          id={id}
          rows={2}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(null);
            if (event.target.value.trim()) onTyping?.();
          }}
          onKeyDown={onKeyDown}
          placeholder={t('conversation.placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-errors` : undefined}
          className={inputClassName(Boolean(error), 'max-h-40 min-h-11 resize-y')}
        />
        <Button
          type="submit"
          isLoading={post.isPending}
          // A click does not take the focus from the box (nor close a phone's keyboard); Tab still reaches it.
          onMouseDown={(event) => event.preventDefault()}
          icon={<Send className="size-4" aria-hidden="true" />}
        >
          {t('conversation.send')}
        </Button>
      </div>
      <FieldMessages id={`${id}-errors`} messages={error ? [error] : []} />
    </form>
  );
}
