import type { ChannelSlug } from '@campus/domain/shared';
import { cn } from '../../../lib/cn';

const DOT_COLOURS: Record<ChannelSlug, string> = {
  base: 'bg-channel-base',
  immobilier: 'bg-channel-immobilier',
  entrepreneuriat: 'bg-channel-entrepreneuriat',
  finance: 'bg-channel-finance',
  sport: 'bg-channel-sport',
};

/** The channel's own colour (design brief). */
export function ChannelDot({ channel, className }: { channel: ChannelSlug; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('inline-block size-2.5 shrink-0 rounded-full', DOT_COLOURS[channel], className)}
    />
  );
}
