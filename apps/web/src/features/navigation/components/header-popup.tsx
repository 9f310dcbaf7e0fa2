import { Suspense, useState } from 'react';
import { lazyWithPrefetch } from '../../../components/lazy-with-prefetch';
import type { HeaderPopupId, HeaderPopupSource } from '../header-popups';
import { HeaderPopupButton } from './header-popup-button';

const panel = lazyWithPrefetch(() => import('./header-popup-panel'));

interface HeaderPopupProps {
  id: HeaderPopupId;
  source: HeaderPopupSource;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * One header button and its popup. The popup's code loads the first time it is needed (fetched
 * ahead on hover or focus); until then the button stands alone, with its badge.
 */
export function HeaderPopup({ id, source, isOpen, onOpenChange }: HeaderPopupProps) {
  const content = source.useContent();
  const [isActivated, setIsActivated] = useState(isOpen);
  if (isOpen && !isActivated) setIsActivated(true);

  const changeOpen = (open: boolean) => {
    if (open) content.onOpen?.();
    onOpenChange(open);
  };

  const button = (
    <HeaderPopupButton
      popup={id}
      count={content.count}
      isOpen={isOpen}
      onPointerEnter={panel.prefetch}
      onFocus={panel.prefetch}
      onClick={() => changeOpen(!isOpen)}
    />
  );
  if (!isActivated) return button;
  return (
    <Suspense fallback={button}>
      <panel.Component popup={id} content={content} isOpen={isOpen} onOpenChange={changeOpen} />
    </Suspense>
  );
}
