import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { makeUser } from '../../../testing/users';
import { Sidebar } from './sidebar';

/** A window as wide as `width`, whose width can change: what matchMedia answers for `(min-width: 64rem)`. */
function stubWindowWidth(width: number) {
  const listeners = new Set<() => void>();
  const list = {
    get matches() {
      return width >= 1024;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => {
      expect(query).toBe('(min-width: 64rem)');
      return list;
    }),
  );
  return (next: number) => {
    width = next;
    for (const listener of listeners) listener();
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the desktop sidebar', () => {
  it('is built on a desktop and not at all on a phone, following the window across the lg breakpoint', () => {
    const resize = stubWindowWidth(390);
    renderWithProviders(<Sidebar layout="default" />, { user: makeUser() });
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).not.toBeInTheDocument();

    act(() => resize(1440));
    expect(screen.getByRole('navigation', { name: 'Menu principal' })).toBeInTheDocument();
    act(() => resize(1023));
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).not.toBeInTheDocument();
  });
});
