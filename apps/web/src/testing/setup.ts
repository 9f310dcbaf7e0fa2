import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { afterFirstPaint } from '../lib/after-first-paint';
import { loadNamespaces, namespaces } from '../lib/i18n';
import { clearSession } from '../lib/session';

// jsdom lacks a few browser APIs the Radix primitives use (positioning, pointer capture, scrolling).
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;
const elementStubs = {
  hasPointerCapture: () => false,
  releasePointerCapture: () => undefined,
  scrollIntoView: () => undefined,
};
for (const [name, stub] of Object.entries(elementStubs)) {
  if (!(name in Element.prototype)) Object.defineProperty(Element.prototype, name, { value: stub, configurable: true });
}

// Tests render pages directly: every French namespace is ready before they start.
await loadNamespaces(namespaces);

// What a rendered shell defers until its first paint (the realtime client, the popups' code) has started and finished
// loading before the file's environment is torn down, not after it.
afterAll(async () => {
  await afterFirstPaint();
  await vi.dynamicImportSettled();
});

afterEach(() => {
  cleanup();
  clearSession();
  window.localStorage.clear();
});
