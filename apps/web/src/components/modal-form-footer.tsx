import type { ReactNode } from 'react';

/**
 * The buttons of a form inside a Modal: kept in view at the bottom of the modal's scrolling body, like the
 * modal's own footer, while staying inside the form (so they see its state and submit it).
 */
export function ModalFormFooter({ children }: { children: ReactNode }) {
  return (
    <div className="sticky -bottom-4 z-10 -mx-6 -mb-4 flex flex-wrap justify-end gap-3 border-t border-line bg-surface px-6 py-4">
      {children}
    </div>
  );
}
