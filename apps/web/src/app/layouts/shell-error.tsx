import { RefreshCw } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../components/button';
import { Logo } from '../../components/logo';

interface ShellErrorProps {
  message: string;
  onRetry: () => void;
}

/** The member could not be loaded (server down, network lost): say so and offer a retry. */
export function ShellError({ message, onRetry }: ShellErrorProps) {
  const { t } = useTranslation('common');
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-canvas px-6 text-center">
      <Logo />
      <div className="max-w-md">
        <h1 className="text-2xl font-semibold text-ink">{t('errors.title')}</h1>
        <p className="mt-2 text-ink-soft">{message}</p>
      </div>
      <Button onClick={onRetry} icon={<RefreshCw className="size-4" aria-hidden="true" />}>
        {t('actions.retry')}
      </Button>
    </main>
  );
}
