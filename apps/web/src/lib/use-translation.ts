import { useEffect, useState, useSyncExternalStore } from 'react';
import type { useTranslation as useLibraryTranslation } from 'react-i18next';
import { i18n } from './i18n';

/**
 * The app's `useTranslation`: react-i18next's hook (same arguments, same answer, the same types), lighter on a page's
 * first render, where every component with a text calls it once. react-i18next's builds per component its options,
 * a `t` of its own (`getFixedT`) and a copy of the whole i18next instance (every own property's descriptor copied,
 * so that the instance a component sees changes with the language), and asks i18next at every render whether each
 * namespace is loaded: measured on the dashboard's first load at a phone's speed (4x), 10 to 39 ms (decision 0004).
 * Here the `t` of a language and namespaces is made once and shared, the answer is one object per language,
 * namespaces and readiness, and a loaded namespace is remembered (a dictionary, once loaded, stays).
 *
 * As react-i18next's (with this app's options: `useSuspense` by default, `bindI18n: 'languageChanged'`): a component
 * whose namespaces are not loaded suspends until they are, or with `{ useSuspense: false }` renders with `ready: false`
 * (its `t` answering the keys) and again once they are; every component renders again when the language changes.
 */
type UseTranslation = typeof useLibraryTranslation;
type Answer = ReturnType<UseTranslation>;
type Options = NonNullable<Parameters<UseTranslation>[1]>;

/** Bumped at each language change: the hook's components render again, their answers made anew. */
let revision = 0;
const listeners = new Set<() => void>();
/** Answers by language, namespaces and readiness: a component's re-render gets the same `t` (stable for effects). */
const answers = new Map<string, Answer>();
/** Namespaces known loaded in the current language. */
const loaded = new Set<string>();
/** The loading of namespaces a component waits for (Suspense), one per list. */
const loadings = new Map<string, Promise<void>>();

i18n.on('languageChanged', () => {
  revision += 1;
  answers.clear();
  loaded.clear();
  loadings.clear();
  for (const listener of listeners) listener();
});

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const currentRevision = () => revision;

function isLoaded(namespaces: readonly string[]): boolean {
  for (const namespace of namespaces) {
    if (loaded.has(namespace)) continue;
    if (!i18n.hasLoadedNamespace(namespace)) return false;
    loaded.add(namespace);
  }
  return true;
}

/** Before its namespaces are there (`useSuspense: false`), a text shows as its key, as react-i18next's does. */
const keyAsText = (key: unknown) => (Array.isArray(key) ? key.at(-1) : key) as string;

function answerOf(namespaces: readonly string[], isReady: boolean): Answer {
  const key = `${i18n.language}\u0000${namespaces.join('\u0000')}\u0000${String(isReady)}`;
  let answer = answers.get(key);
  if (!answer) {
    const t = isReady ? i18n.getFixedT(i18n.language, namespaces[0] ?? null) : keyAsText;
    // react-i18next's answer reads as `{ t, i18n, ready }` and as `[t, i18n, ready]`.
    answer = Object.assign([t, i18n, isReady], { t, i18n, ready: isReady }) as unknown as Answer;
    answers.set(key, answer);
  }
  return answer;
}

function namespacesOf(ns: Parameters<UseTranslation>[0]): readonly string[] {
  const list = (ns ?? i18n.options.defaultNS ?? 'translation') as string | readonly string[];
  return typeof list === 'string' ? [list] : list;
}

export const useTranslation = ((ns?: Parameters<UseTranslation>[0], options?: Options): Answer => {
  useSyncExternalStore(subscribe, currentRevision, currentRevision);
  const namespaces = namespacesOf(ns);
  const isReady = isLoaded(namespaces);
  const withoutSuspense = options?.useSuspense === false;
  // Renders again once the namespaces are loaded (without Suspense).
  const [, setLoadedCount] = useState(0);
  const namesKey = namespaces.join('\u0000');
  useEffect(() => {
    if (isReady || !withoutSuspense) return;
    let isCurrent = true;
    void i18n.loadNamespaces([...namespaces]).then(() => {
      if (isCurrent) setLoadedCount((count) => count + 1);
    });
    return () => {
      isCurrent = false;
    };
    // The namespaces are read through their key: an array made anew at each render is the same list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isReady, withoutSuspense, namesKey]);
  if (!isReady && !withoutSuspense) {
    let loading = loadings.get(namesKey);
    if (!loading) loadings.set(namesKey, (loading = i18n.loadNamespaces([...namespaces])));
    // Suspense's contract, as react-i18next keeps it (React's `use` does not resume a first render in the tests' act).
    // eslint-disable-next-line @typescript-eslint/only-throw-error
    throw loading;
  }
  return answerOf(namespaces, isReady);
}) as UseTranslation;
