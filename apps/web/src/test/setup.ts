import type * as React from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { RUNTIME_CONFIG_META } from '@ricebowl/contract';
import { translator } from '../i18n';
import { appFlags } from '../state/app-flags';
import en from '../i18n/en.json';
import { takeContractViolations } from './contract';

// Screens other than the game are React.lazy (issue 8). In a browser, the first render of one shows
// the loading state until its chunk arrives, which the e2e tests exercise in Chromium. Component
// tests look at a screen right after rendering it: here each lazy component starts loading when it
// is declared, every test waits for those loads, and a loaded component then renders at once.
const pendingLazyLoads = vi.hoisted(() => new Set<Promise<unknown>>());
vi.mock('react', async (importOriginal) => {
  const react = await importOriginal<typeof React>();
  const lazy: typeof react.lazy = (load) => {
    let loaded: Awaited<ReturnType<typeof load>> | undefined;
    const loading = load().then((module) => (loaded = module));
    pendingLazyLoads.add(loading);
    // A thenable that React's lazy sees as settled during the render itself, once the module is in.
    const settled = (module: NonNullable<typeof loaded>) =>
      ({ then: (resolve: (value: typeof module) => void) => resolve(module) }) as unknown as typeof loading;
    return react.lazy(() => (loaded ? settled(loaded) : loading));
  };
  return { ...react, lazy, default: { ...react, lazy } };
});

beforeEach(async () => {
  await Promise.all(pendingLazyLoads);
  // The app flags are module state, like the storage cleared below: every test starts with none.
  appFlags.clear();
});

// findBy/waitFor give a screen 15 s instead of 1 s: on a machine busy with other work (CI runs every
// suite at once) a render that first imports a screen's modules can take seconds (5 s was once too
// short for GamePage's error view), and a correct screen must not fail for it. A passing find
// returns as soon as the screen shows, so only a failing one waits longer.
configure({ asyncUtilTimeout: 15_000 });

// In the browser main.tsx fetches the visit's catalogue (a chunk of its own) before the first render;
// component tests render in English from the start.
translator.addResources('en', en);

// The tests' deployment: its default category is the one the fixtures serve (the server's runtime
// config sets this in index.html; see platform/web.ts).
const meta = document.createElement('meta');
meta.name = RUNTIME_CONFIG_META;
meta.content = JSON.stringify({ defaultCategory: 'multiplication-table' });
document.head.append(meta);

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  // A fake server (createFakeEngine, stubApi, stubEngine) answered outside the contract: the test fails.
  const violations = takeContractViolations();
  if (violations.length > 0) throw new Error(`A fake answered outside the contract:\n${violations.join('\n')}`);
});
