import { lazy, type ComponentType } from 'react';
import { loadNamespaces } from '../lib/i18n';

type Loaded<Props> = { default: ComponentType<Props> };

/**
 * A component whose code and i18n namespaces load together, once, so it never shows untranslated keys. Once loaded,
 * React gets it through a thenable that answers at once: React.lazy then renders it in the same pass instead of
 * suspending until the next task, showing its fallback and throttling the reveal (React waits 300 ms after a fallback
 * before showing the content, once per level of guard, layout and page).
 */
export function lazyWithTexts<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  namespaces: readonly string[] = [],
) {
  let loading: Promise<Loaded<Props>> | undefined;
  let loaded: Loaded<Props> | undefined;
  const loadOnce = () =>
    (loading ??= Promise.all([load(), loadNamespaces(namespaces)]).then(([component]) => {
      loaded = { default: component };
      return loaded;
    }));
  const loadForReact = (): Promise<Loaded<Props>> => {
    if (!loaded) return loadOnce();
    const module = loaded;
    // React.lazy reads a settled thenable synchronously when its `then` calls back at once.
    return { then: (onLoaded: (value: Loaded<Props>) => void) => onLoaded(module) } as unknown as Promise<
      Loaded<Props>
    >;
  };
  // A failure to load shows when the component renders (the error page), not as an unhandled rejection.
  const preload = () =>
    loadOnce().then(
      () => undefined,
      () => undefined,
    );
  return { Component: lazy(loadForReact), load: loadOnce, preload };
}
