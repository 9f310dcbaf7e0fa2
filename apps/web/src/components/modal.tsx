import { lazy, Suspense } from 'react';
import { useHasOpened } from '../lib/use-has-opened';
import type { ModalProps } from './modal-panel';

export type { ModalProps };

const ModalPanel = lazy(() => import('./modal-panel'));

/** A centred dialog (Radix); focus is trapped inside while open. Its code loads when it first opens. */
export function Modal(props: ModalProps) {
  if (!useHasOpened(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <ModalPanel {...props} />
    </Suspense>
  );
}
