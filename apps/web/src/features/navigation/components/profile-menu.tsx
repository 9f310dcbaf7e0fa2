import { Suspense, useState } from 'react';
import { lazyWithPrefetch } from '../../../components/lazy-with-prefetch';
import { ProfileButton } from './profile-button';

const content = lazyWithPrefetch(() => import('./profile-menu-content'));

/** The profile menu: `Mon compte` and `Se déconnecter` (spec 2.3); its code loads when first opened. */
export function ProfileMenu() {
  const [isActivated, setIsActivated] = useState(false);
  const button = (
    <ProfileButton
      aria-expanded={false}
      onPointerEnter={content.prefetch}
      onFocus={content.prefetch}
      onClick={() => setIsActivated(true)}
    />
  );
  if (!isActivated) return button;
  return (
    <Suspense fallback={button}>
      <content.Component defaultOpen />
    </Suspense>
  );
}
