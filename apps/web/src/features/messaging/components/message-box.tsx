import { Send } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { FieldMessages } from '../../../components/form/field-messages';
import { inputClassName } from '../../../components/form/field-styles';
import { isApiRequestError } from '../../../lib/api-client';
import { usePostMessage } from '../api/post-message';
import { messageTextError } from '../message-rules';

/**
 * The message box `Votre message` + `Envoyer`: an empty or too long text is refused with the domain's
 * French errors; the box clears once the server acknowledged the post (spec 4). Enter sends, Shift+Enter
 * starts a new line. Each keystroke of a text calls `onTyping` (the typing indicator's, throttled by its owner).
 */
export function MessageBox({ discussionId, onTyping }: { discussionId: string; onTyping?: () => void }) {
  const { t } = useTranslation('messaging');
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const post = usePostMessage(discussionId);

  const send = () => {
    if (post.isPending) return;
    const refusal = messageTextError(text);
    if (refusal) {
      setError(refusal);
      return;
    }
    setError(null);
    post.mutate(text, {
      onSuccess: () => setText(''),
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
        <Button type="submit" isLoading={post.isPending} icon={<Send className="size-4" aria-hidden="true" />}>
          {t('conversation.send')}
        </Button>
      </div>
      <FieldMessages id={`${id}-errors`} messages={error ? [error] : []} />
    </form>
  );
}
