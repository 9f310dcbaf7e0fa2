import type { ChannelSlug } from '@campus/domain/shared';
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { HeaderPopupContent, HeaderPopupSource } from '../../features/navigation/header-popups';
import { afterFirstPaint } from '../../lib/after-first-paint';
import { useActiveChannel } from '../../lib/auth/active-channel';
import { useSignedInUser } from '../../lib/auth/me';

/** Who a popup's content is for: its badge depends on the member, the active channel and the last sign-in. */
export interface HeaderPopupStoreContext {
  uid: string;
  channel: ChannelSlug;
  lastSignIn: string | null;
}

/** A popup's live content as an external store (the realtime client feeds it). */
export interface HeaderPopupStore {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => HeaderPopupContent;
}

export interface HeaderPopupStoreModule {
  createStore: (context: HeaderPopupStoreContext) => HeaderPopupStore;
}

const NOTHING_YET: HeaderPopupContent = { count: 0, list: null };
const EMPTY_STORE: HeaderPopupStore = { subscribe: () => () => undefined, getSnapshot: () => NOTHING_YET };

/**
 * A header popup whose content loads once the page's first screen is painted (decision 0004): until its module
 * arrives the button shows no badge; then the store keeps the badge and the list live.
 */
export function lazyHeaderPopupSource(load: () => Promise<HeaderPopupStoreModule>): HeaderPopupSource {
  let loaded: HeaderPopupStoreModule | null = null;
  let loading: Promise<HeaderPopupStoreModule> | null = null;
  const stores = new Map<string, HeaderPopupStore>();

  const storeFor = (module: HeaderPopupStoreModule, context: HeaderPopupStoreContext) => {
    const key = `${context.uid}|${context.channel}|${context.lastSignIn ?? ''}`;
    let store = stores.get(key);
    if (!store) {
      store = module.createStore(context);
      stores.set(key, store);
    }
    return store;
  };

  function useContent(): HeaderPopupContent {
    const user = useSignedInUser();
    const { channel } = useActiveChannel();
    const [module, setModule] = useState(loaded);
    useEffect(() => {
      if (module) return;
      let isLive = true;
      loading ??= afterFirstPaint()
        .then(load)
        .then((value) => (loaded = value));
      loading.then(
        (value) => isLive && setModule(value),
        () => (loading = null),
      );
      return () => {
        isLive = false;
      };
    }, [module]);
    const store = module ? storeFor(module, { uid: user.uid, channel, lastSignIn: user.lastSignIn }) : EMPTY_STORE;
    return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  }

  return { useContent };
}
