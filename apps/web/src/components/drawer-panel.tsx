import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation';
import { cn } from '../lib/cn';
import { useReturnFocus } from './use-return-focus';

export interface DrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The drawer's accessible name. */
  title: string;
  /** Shows the title as a heading; otherwise it is only announced. */
  isTitleVisible?: boolean;
  side?: 'left' | 'right';
  children: ReactNode;
  className?: string;
}

/** A side sheet (Radix dialog): focus trapped, Escape and outside clicks close it. */
export default function DrawerPanel({
  open,
  onOpenChange,
  title,
  isTitleVisible = false,
  side = 'left',
  children,
  className,
}: DrawerProps) {
  const { t } = useTranslation('common');
  const returnFocus = useReturnFocus(open);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40" />
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          className={cn(
            'fixed inset-y-0 z-50 flex w-[min(20rem,calc(100vw-3rem))] flex-col bg-surface shadow-popup focus:outline-none',
            side === 'left' ? 'left-0' : 'right-0',
            className,
          )}
        >
          <div className="flex items-center justify-between gap-3 px-4 pt-4">
            <Dialog.Title className={isTitleVisible ? 'text-lg font-semibold text-ink' : 'sr-only'}>
              {title}
            </Dialog.Title>
            <Dialog.Close
              className="ml-auto rounded-full p-2 text-ink-faint hover:bg-canvas hover:text-ink"
              aria-label={t('actions.close')}
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{title}</Dialog.Description>
          <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
