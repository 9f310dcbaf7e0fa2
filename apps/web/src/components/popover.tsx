import * as RadixPopover from '@radix-ui/react-popover';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

interface PopoverProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The element that opens the popover (a button). */
  trigger: ReactNode;
  children: ReactNode;
  /** The popover's accessible name (the id of its heading). */
  labelledBy?: string;
  align?: 'start' | 'center' | 'end';
  className?: string;
}

/**
 * On close, focus goes back to the trigger unless something else already took it (the next popup the member opened,
 * the heading of the page a menu item led to), so closing one panel never steals focus from another.
 */
function keepFocusTakenElsewhere(event: Event) {
  const focused = document.activeElement;
  if (focused && focused !== document.body) event.preventDefault();
}

/** A panel hanging under its trigger; Escape and outside clicks close it. */
export function Popover({ open, onOpenChange, trigger, children, labelledBy, align = 'end', className }: PopoverProps) {
  return (
    <RadixPopover.Root open={open} onOpenChange={onOpenChange}>
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content
          align={align}
          sideOffset={8}
          collisionPadding={12}
          aria-labelledby={labelledBy}
          onCloseAutoFocus={keepFocusTakenElsewhere}
          className={cn(
            'z-40 rounded-card border border-line bg-surface shadow-popup focus:outline-none focus-visible:outline-2 focus-visible:outline-solid focus-visible:outline-offset-0 focus-visible:outline-accent',
            className,
          )}
        >
          {children}
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
