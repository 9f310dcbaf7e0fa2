import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
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

afterEach(() => {
  cleanup();
  clearSession();
  window.localStorage.clear();
});
