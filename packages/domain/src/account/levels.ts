import type { ChannelSlug } from '../shared/channels.js';

/** A level of a channel (1 to 3) and whether it is completed (spec 3.2). */
export interface LevelItem {
  level: number;
  completed: boolean;
}

export type LevelIcon = 'lightbulb' | 'banknote' | 'rocket' | 'key' | 'house' | 'building';

const LEVEL_ICONS: Partial<Record<ChannelSlug, readonly LevelIcon[]>> = {
  entrepreneuriat: ['lightbulb', 'banknote', 'rocket'],
  immobilier: ['key', 'house', 'building'],
};

/** entrepreneuriat: 1 lightbulb, 2 banknote, 3 rocket; immobilier: 1 key, 2 house, 3 building. */
export function levelIcon(channel: ChannelSlug, level: number): LevelIcon | null {
  return LEVEL_ICONS[channel]?.[level - 1] ?? null;
}

export type LevelColour = 'green' | 'blue' | 'yellow';

/** Completed levels show green; otherwise immobilier shows blue and the other channels yellow. */
export function levelColour(channel: ChannelSlug, completed: boolean): LevelColour {
  if (completed) return 'green';
  return channel === 'immobilier' ? 'blue' : 'yellow';
}

export const LEVELS_REFRESH_INTERVAL_MS = 60 * 60 * 1000;

/** The levels cache is stale after one hour or when absent. */
export function isLevelsCacheStale(lastUpdate: number | null | undefined, now: number): boolean {
  return lastUpdate === null || lastUpdate === undefined || now - lastUpdate >= LEVELS_REFRESH_INTERVAL_MS;
}
