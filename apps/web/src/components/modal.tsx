import { lazy, Suspense, useState } from 'react';
import type { ModalProps } from './modal-panel';

export type { ModalProps };

const ModalPanel = lazy(() => import('./modal-panel'));

/** A centred dialog (Radix); focus is trapped inside while open. Its code loads when it first opens. */
export function Modal(props: ModalProps) {
  const [hasOpened, setHasOpened] = useState(props.open);
  if (props.open && !hasOpened) setHasOpened(true);
  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <ModalPanel {...props} />
    </Suspense>
  );
}
