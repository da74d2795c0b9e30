import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { DEFAULT_LANGUAGE } from '@ricebowl/contract';
import { initialLanguage, switchLanguage } from './i18n';
import './styles/tokens.css';
import { App } from './App';
import { appFlags } from './state/app-flags';
import { registerServiceWorker } from './pwa';
import { startGameScreen } from './pages/game/start-game-screen';

// A screen's code or styles that fail to preload (connection lost): SPEC §8's connection-error page
// instead of a blank screen (issue 18). The import that needed them fails too, which the error
// boundary around the screens catches.
window.addEventListener('vite:preloadError', () => appFlags.set('connectionError'));

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
});

// The visit's catalogue (every language's, English too, is its own chunk) arrives before the first
// render: no flash of another language or of keys. Should it fail, English is tried; should that fail
// too (the connection dropped right after the page), the connection-error page offers a reload.
// The game screen's requests start here, in the visit's language (the server writes some texts),
// while React renders the shell.
void switchLanguage(initialLanguage())
  .catch(() => switchLanguage(DEFAULT_LANGUAGE))
  .catch(() => appFlags.set('connectionError'))
  .then(() => {
    if (!appFlags.get()) startGameScreen(queryClient, new URL(window.location.href));
    render();
  });

function render() {
  const root = createRoot(document.getElementById('root')!);
  // As a transition, the first render is done in slices of a few milliseconds with the page kept
  // responsive between them, rather than in one long task (Lighthouse's total blocking time, issue 18).
  startTransition(() =>
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <App />
          </BrowserRouter>
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
}

registerServiceWorker();
