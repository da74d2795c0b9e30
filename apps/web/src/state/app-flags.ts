import { useSyncExternalStore } from 'react';

/** App-wide failure states (SPEC §4 App flags); any one replaces every route with its page. */
export type AppFlag = 'rateLimited' | 'connectionError' | 'siteBlocked';

let current: AppFlag | null = null;
const listeners = new Set<() => void>();

export const appFlags = {
  get: () => current,
  set(flag: AppFlag) {
    if (current === flag) return;
    current = flag;
    listeners.forEach((l) => l());
  },
  clear() {
    current = null;
    listeners.forEach((l) => l());
  },
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useAppFlag(): AppFlag | null {
  return useSyncExternalStore(appFlags.subscribe, appFlags.get, appFlags.get);
}
