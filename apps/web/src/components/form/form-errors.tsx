import { CircleAlert } from 'lucide-react';

interface FormErrorsProps {
  messages: readonly string[];
  className?: string;
}

/** The messages of a whole form (server error text, violations of no field), announced when they appear. */
export function FormErrors({ messages, className }: FormErrorsProps) {
  return (
    <div role="alert" className={className}>
      {messages.length > 0 && (
        <div className="flex gap-3 rounded-lg border border-danger/30 bg-danger-soft px-4 py-3 text-sm text-danger">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <ul className="space-y-0.5">
            {messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
