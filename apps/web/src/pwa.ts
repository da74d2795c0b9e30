let markFirstScreenShown: () => void = () => {};
const firstScreenShown = new Promise<void>((resolve) => (markFirstScreenShown = resolve));

/** How long after the page's load the service worker waits for a screen that never says it is shown. */
const FIRST_SCREEN_WAIT_MS = 10_000;

/** The game says so once its first question is on screen: the service worker may start then. */
export function firstScreenIsShown() {
  markFirstScreenShown();
}

/**
 * Registers the service worker (vite.config.ts) outside the initial bundle, once the page has loaded
 * and the first question is on screen (or FIRST_SCREEN_WAIT_MS after the load, on other screens):
 * installing it fetches every file of the shell, which on a slow phone line would otherwise compete
 * with the game's first requests (issue 18). A new release takes over at once and the page reloads
 * into it (the game in progress is kept across a reload); its old files are dropped from the cache.
 */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const register = () => {
    void Promise.race([firstScreenShown, new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS))])
      .then(() => import('virtual:pwa-register'))
      .then(({ registerSW }) => registerSW({ immediate: true }));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
