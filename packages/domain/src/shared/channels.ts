/** The five training channels of spec section 1, in display order. */
export const CHANNELS = [
  { slug: 'base', name: 'Fondamentaux' },
  { slug: 'immobilier', name: 'Immobilier' },
  { slug: 'entrepreneuriat', name: 'Business' },
  { slug: 'finance', name: 'Finance' },
  { slug: 'sport', name: 'Sport' },
] as const;

export const CHANNEL_SLUGS = ['base', 'immobilier', 'entrepreneuriat', 'finance', 'sport'] as const;
export type ChannelSlug = (typeof CHANNEL_SLUGS)[number];
export interface Channel {
  slug: ChannelSlug;
  name: string;
}

export const DEFAULT_CHANNEL: ChannelSlug = 'immobilier';

export function isChannelSlug(value: unknown): value is ChannelSlug {
  return typeof value === 'string' && (CHANNEL_SLUGS as readonly string[]).includes(value);
}

export function channelName(slug: ChannelSlug): string {
  return CHANNELS.find((channel) => channel.slug === slug)?.name ?? slug;
}

/** Channels in the canonical order, keeping only the slugs given. */
export function channelsOf(slugs: readonly ChannelSlug[]): Channel[] {
  return CHANNELS.filter((channel) => slugs.includes(channel.slug));
}
