import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation';
import { cn } from '../lib/cn';
import { useReturnFocus } from './use-return-focus';

export interface ModalProps {
  open: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** A blocking modal ignores Escape and outside clicks and has no close button. */
  isBlocking?: boolean;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

const WIDTHS = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl' };

/** A centred dialog; focus is trapped inside while open. */
export default function ModalPanel({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  isBlocking = false,
  size = 'md',
  className,
}: ModalProps) {
  const { t } = useTranslation('common');
  const returnFocus = useReturnFocus(open);
  const block = (event: Event) => {
    if (isBlocking) event.preventDefault();
  };
  return (
    <Dialog.Root open={open} onOpenChange={isBlocking ? undefined : onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/45 backdrop-blur-[2px]" />
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col',
            'rounded-2xl bg-surface shadow-popup focus:outline-none',
            WIDTHS[size],
            className,
          )}
        >
          <div className="flex items-start justify-between gap-4 px-6 pt-6">
            <Dialog.Title className="text-xl font-semibold tracking-tight text-ink">{title}</Dialog.Title>
            {isBlocking ? null : (
              <Dialog.Close
                className="-mt-1 -mr-2 rounded-full p-2 text-ink-faint hover:bg-canvas hover:text-ink"
                aria-label={t('actions.close')}
              >
                <X className="size-5" aria-hidden="true" />
              </Dialog.Close>
            )}
          </div>
          {description ? (
            <Dialog.Description className="px-6 pt-2 text-ink-soft">{description}</Dialog.Description>
          ) : (
            <Dialog.Description className="sr-only">{title}</Dialog.Description>
          )}
          <div className="min-h-0 flex-1 overflow-y-auto px-6 py-4">{children}</div>
          {footer ? (
            <div className="flex flex-wrap justify-end gap-3 border-t border-line px-6 py-4">{footer}</div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
