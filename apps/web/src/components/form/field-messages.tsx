interface FieldMessagesProps {
  id: string;
  messages: readonly string[];
}

/** The list of messages under a field in error (spec 5: all messages of the path are shown). */
export function FieldMessages({ id, messages }: FieldMessagesProps) {
  if (messages.length === 0) return null;
  return (
    <ul id={id} className="mt-1.5 space-y-0.5 text-sm text-danger">
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}

/** The ids an input is described by: its hint, then its messages. */
export function describedBy(hintId: string | null, messagesId: string | null): string | undefined {
  return [hintId, messagesId].filter(Boolean).join(' ') || undefined;
}
