/**
 * Registers the service worker (vite.config.ts) once the page has loaded, so its code is not part of
 * the game's initial JavaScript. A new release takes over at once and the page reloads into it (the
 * game in progress is kept across a reload); its old files are dropped from the cache.
 */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const register = () => {
    void import('virtual:pwa-register').then(({ registerSW }) => registerSW({ immediate: true }));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
