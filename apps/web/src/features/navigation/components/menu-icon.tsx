import type { MenuIconName } from '@campus/domain/navigation';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

// The spec's named menu icons (2.4), drawn as our own 24px stroke icons.
const PATHS: Record<MenuIconName, ReactNode> = {
  dashboard: (
    <>
      <rect x="3" y="3" width="7.5" height="9" rx="1.5" />
      <rect x="13.5" y="3" width="7.5" height="5.5" rx="1.5" />
      <rect x="13.5" y="11.5" width="7.5" height="9.5" rx="1.5" />
      <rect x="3" y="15" width="7.5" height="6" rx="1.5" />
    </>
  ),
  classroom: (
    <>
      <circle cx="12" cy="7.5" r="3" />
      <circle cx="5" cy="10" r="2.2" />
      <circle cx="19" cy="10" r="2.2" />
      <path d="M6.5 20v-1.5a5.5 5.5 0 0 1 11 0V20" />
      <path d="M1.8 19v-.8A3.4 3.4 0 0 1 5.5 15" />
      <path d="M22.2 19v-.8A3.4 3.4 0 0 0 18.5 15" />
    </>
  ),
  events: (
    <>
      <rect x="3" y="4.5" width="18" height="16.5" rx="2" />
      <path d="M3 9.5h18M8 2.5v4M16 2.5v4" />
      <path d="m12 12.3 1.2 2.4 2.6.4-1.9 1.8.5 2.6-2.4-1.3-2.4 1.3.5-2.6-1.9-1.8 2.6-.4z" />
    </>
  ),
  mdb: (
    <>
      <path d="M3 21h18" />
      <path d="M5 21V10.5L12 5l7 5.5V21" />
      <path d="M9.5 21v-5.5h5V21" />
      <path d="M12 2v3" />
      <path d="M9.5 11h5" />
    </>
  ),
  mediacenter: (
    <>
      <rect x="2.5" y="4" width="19" height="13" rx="2" />
      <path d="m10 8 5 2.5-5 2.5z" />
      <path d="M7 21h10M12 17v4" />
    </>
  ),
  ressources: (
    <>
      <path d="M4 4.5A1.5 1.5 0 0 1 5.5 3H13l5 5v11.5a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 4 19.5z" />
      <path d="M13 3v5h5" />
      <path d="M8 13h8M8 16.5h5" />
    </>
  ),
  yam: (
    <>
      <path d="M12 7.5c-1.6-1.3-4.6-1.8-6.6.2-2.3 2.3-1.7 7 .7 10.2 1.6 2.2 3.6 3.2 5.9 2.1 2.3 1.1 4.3.1 5.9-2.1 2.4-3.2 3-7.9.7-10.2-2-2-5-1.5-6.6-.2z" />
      <path d="M12 7.5c0-2.2.8-3.7 2.5-4.5" />
    </>
  ),
  circle: (
    <>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="4" />
    </>
  ),
  moncompte: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21v-1a7 7 0 0 1 7-7h2a7 7 0 0 1 7 7v1" />
    </>
  ),
};

interface MenuIconProps {
  name: MenuIconName;
  className?: string;
}

export function MenuIcon({ name, className }: MenuIconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={name}
      className={cn('size-5 shrink-0', className)}
    >
      {PATHS[name]}
    </svg>
  );
}
