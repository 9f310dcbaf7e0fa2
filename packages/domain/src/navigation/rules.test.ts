import { describe, expect, it } from 'vitest';
import { canSwitchTo, pathAfterChannelChange, resolveActiveChannel } from './active-channel.js';
import { NO_FORMATIONS } from '../rights/rights.js';

describe('active channel', () => {
  const owned = ['immobilier', 'finance', 'sport'] as const;
  it('is initialised from the stored value when the user owns it', () => {
    expect(resolveActiveChannel({ stored: 'finance', userChannels: owned, formations: NO_FORMATIONS })).toBe('finance');
  });
  it('defaults to immobilier', () => {
    expect(resolveActiveChannel({ stored: null, userChannels: owned, formations: NO_FORMATIONS })).toBe('immobilier');
    expect(resolveActiveChannel({ stored: 'base', userChannels: owned, formations: NO_FORMATIONS })).toBe('immobilier');
  });
  it('falls back to an owned channel when immobilier is not owned', () => {
    expect(resolveActiveChannel({ stored: null, userChannels: ['finance'], formations: NO_FORMATIONS })).toBe(
      'finance',
    );
  });
  it('is forced to sport with the sport formation but neither air nor mdb', () => {
    const sportOnly = { ...NO_FORMATIONS, sport: true };
    expect(resolveActiveChannel({ stored: 'base', userChannels: ['sport', 'base'], formations: sportOnly })).toBe(
      'sport',
    );
    expect(canSwitchTo('base', { userChannels: ['sport', 'base'], formations: sportOnly })).toBe(false);
    const sportAndAir = { ...NO_FORMATIONS, sport: true, air: true };
    expect(resolveActiveChannel({ stored: 'base', userChannels: ['sport', 'base'], formations: sportAndAir })).toBe(
      'base',
    );
  });
  it('only offers the user’s own channels', () => {
    expect(canSwitchTo('finance', { userChannels: ['immobilier'], formations: NO_FORMATIONS })).toBe(false);
    expect(canSwitchTo('immobilier', { userChannels: ['immobilier'], formations: NO_FORMATIONS })).toBe(true);
  });
  it('changing channel to sport goes to /yam-nutrition, switching away from sport goes to /', () => {
    expect(pathAfterChannelChange('immobilier', 'sport')).toBe('/yam-nutrition');
    expect(pathAfterChannelChange('sport', 'base')).toBe('/');
    expect(pathAfterChannelChange('immobilier', 'finance')).toBeNull();
  });
});
