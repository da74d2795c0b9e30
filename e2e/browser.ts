import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';

/** Debian's Chromium, never a downloaded browser build. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export function newContext(
  browser: Browser,
  baseURL: string,
  options: {
    width?: number;
    locale?: string;
    reducedMotion?: boolean;
    storageState?: BrowserContextOptions['storageState'];
  } = {},
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    viewport: { width: options.width ?? 1280, height: 900 },
    locale: options.locale,
    reducedMotion: options.reducedMotion ? 'reduce' : 'no-preference',
    storageState: options.storageState,
  });
}
