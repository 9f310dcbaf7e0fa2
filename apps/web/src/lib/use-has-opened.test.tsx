import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useHasOpened } from './use-has-opened';

describe('useHasOpened', () => {
  it('is false until the first opening, then true for good, closed or not', () => {
    const { result, rerender } = renderHook(({ open }) => useHasOpened(open), { initialProps: { open: false } });
    expect(result.current).toBe(false);
    rerender({ open: false });
    expect(result.current).toBe(false);
    rerender({ open: true });
    expect(result.current).toBe(true);
    rerender({ open: false });
    expect(result.current).toBe(true);
  });

  it('is true at once for what is open from its first render', () => {
    const { result } = renderHook(() => useHasOpened(true));
    expect(result.current).toBe(true);
  });
});
