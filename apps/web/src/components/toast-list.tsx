import * as RadixToast from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { useTranslation } from '../lib/use-translation';
import { cn } from '../lib/cn';
import { dismissToast, type ToastMessage, type ToastVariant } from './toast';

const VARIANTS: Record<ToastVariant, string> = {
  info: 'border-line',
  success: 'border-success/40',
  error: 'border-danger/40',
};

/** The toasts themselves (Radix toast: swipe, pause on hover, announced politely as « Message » then the text). */
export default function ToastList({ items }: { items: ToastMessage[] }) {
  const { t } = useTranslation('common');
  return (
    <RadixToast.Provider swipeDirection="right" duration={5000} label={t('toast.announce')}>
      {items.map((item) => (
        <RadixToast.Root
          key={item.id}
          type={item.variant === 'error' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          className={cn(
            'flex items-start gap-3 rounded-card border bg-surface p-4 shadow-popup',
            item.variant === 'error' && 'border-l-4 border-l-danger',
            item.variant === 'success' && 'border-l-4 border-l-success',
            VARIANTS[item.variant],
          )}
        >
          <div className="min-w-0 flex-1">
            <RadixToast.Title className="text-sm font-semibold text-ink">{item.title}</RadixToast.Title>
            {item.description ? (
              <RadixToast.Description className="mt-1 text-sm text-ink-soft">{item.description}</RadixToast.Description>
            ) : null}
          </div>
          <RadixToast.Close
            aria-label={t('actions.close')}
            className="rounded-full p-1 text-ink-faint hover:bg-canvas hover:text-ink"
          >
            <X className="size-4" aria-hidden="true" />
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport
        // Radix fills in {hotkey} here (the provider's label only prefixes what the screen reader hears).
        label={t('toast.region')}
        className="fixed right-0 bottom-0 z-[60] flex w-full max-w-sm flex-col gap-2 p-4 outline-none"
      />
    </RadixToast.Provider>
  );
}
