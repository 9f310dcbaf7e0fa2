import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearScreen } from './use-near-screen';

function Probe() {
  const ref = useRef<HTMLDivElement>(null);
  return <div ref={ref}>{useNearScreen(ref) ? 'near' : 'far'}</div>;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useNearScreen', () => {
  it('is true once the element comes within 400 px of the screen, and stays so', () => {
    const observers: { callback: IntersectionObserverCallback; margin?: string; disconnect: () => void }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        disconnect = vi.fn();
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          observers.push({ callback, margin: options?.rootMargin, disconnect: this.disconnect });
        }
        observe() {}
      },
    );
    render(<Probe />);
    expect(screen.getByText('far')).toBeInTheDocument();
    const [observer] = observers;
    expect(observer?.margin).toBe('400px 0px');
    const seen = (isIntersecting: boolean) =>
      act(() => observer?.callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver));
    seen(false);
    expect(screen.getByText('far')).toBeInTheDocument();
    seen(true);
    expect(screen.getByText('near')).toBeInTheDocument();
    expect(observer?.disconnect).toHaveBeenCalled();
  });

  it('is true at once where the browser cannot tell', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('near')).toBeInTheDocument();
  });
});
