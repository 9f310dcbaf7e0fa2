import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/** The tones of the shop's statuses: done well, waiting, wrong, over, or another kind of document. */
const PILL_TONES = {
  success: 'bg-success-soft text-success',
  warning: 'bg-level-yellow-soft text-level-yellow',
  danger: 'bg-danger-soft text-danger',
  muted: 'bg-canvas text-ink-faint',
  info: 'bg-channel-immobilier-soft text-channel-immobilier',
} as const;
export type PillTone = keyof typeof PILL_TONES;

/** A status as a coloured pill (Active, Archivée, Facture, Avoir, Impayé…). */
export function StatusPill({ tone, children }: { tone: PillTone; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex h-6 items-center rounded-full px-2.5 text-xs font-medium whitespace-nowrap',
        PILL_TONES[tone],
      )}
    >
      {children}
    </span>
  );
}
