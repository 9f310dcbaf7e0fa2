import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { VISUAL_VIEWPORT_HEIGHT_VARIABLE, useVisualViewportHeight, visibleHeight } from './use-visual-viewport-height';

class FakeViewport extends EventTarget {
  height = 844;
  scale = 1;
  resize(height: number, scale = 1) {
    this.height = height;
    this.scale = scale;
    this.dispatchEvent(new Event('resize'));
  }
}

const variable = () => document.documentElement.style.getPropertyValue(VISUAL_VIEWPORT_HEIGHT_VARIABLE);

afterEach(() => document.documentElement.style.removeProperty(VISUAL_VIEWPORT_HEIGHT_VARIABLE));

describe('visibleHeight', () => {
  it('is the visual viewport height, rounded, unless zoomed in or missing', () => {
    expect(visibleHeight({ height: 500.4, scale: 1 })).toBe(500);
    expect(visibleHeight({ height: 300, scale: 2 })).toBeNull();
    expect(visibleHeight({ height: 0, scale: 1 })).toBeNull();
    expect(visibleHeight(null)).toBeNull();
  });
});

describe('useVisualViewportHeight', () => {
  it('follows the visible height (a keyboard opening and closing), then leaves the CSS fallback', () => {
    const viewport = new FakeViewport();
    const { unmount } = renderHook(() => useVisualViewportHeight(viewport as unknown as VisualViewport));
    expect(variable()).toBe('844px');
    viewport.resize(480);
    expect(variable()).toBe('480px');
    // Pinch-zoomed: the layout keeps its height (the fallback, 100dvh).
    viewport.resize(400, 2);
    expect(variable()).toBe('');
    viewport.resize(844);
    expect(variable()).toBe('844px');
    unmount();
    expect(variable()).toBe('');
    viewport.resize(480);
    expect(variable()).toBe('');
  });
});
