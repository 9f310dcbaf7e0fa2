import * as RadixToast from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn';

export type ToastVariant = 'info' | 'success' | 'error';

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
}

let toasts: ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** Shows a short message in the corner of the screen. */
export function toast(message: { title: string; description?: string; variant?: ToastVariant }): number {
  const id = nextId++;
  toasts = [...toasts, { variant: 'info', ...message, id }];
  emit();
  return id;
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((item) => item.id !== id);
  emit();
}

function useToasts(): ToastMessage[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
    () => toasts,
  );
}

const VARIANTS: Record<ToastVariant, string> = {
  info: 'border-line',
  success: 'border-success/40',
  error: 'border-danger/40',
};

/** Renders the toasts; mounted once at the root. */
export function Toaster() {
  const { t } = useTranslation('common');
  const items = useToasts();
  return (
    <RadixToast.Provider swipeDirection="right" duration={5000} label={t('toast.region')}>
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
      <RadixToast.Viewport className="fixed right-0 bottom-0 z-[60] flex w-full max-w-sm flex-col gap-2 p-4 outline-none" />
    </RadixToast.Provider>
  );
}
