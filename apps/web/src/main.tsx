import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { DEFAULT_LANGUAGE } from '@ricebowl/contract';
import { initialLanguage, switchLanguage } from './i18n';
import './styles/tokens.css';
import { App } from './App';
import { appFlags } from './state/app-flags';
import { registerServiceWorker } from './pwa';

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
void switchLanguage(initialLanguage())
  .catch(() => switchLanguage(DEFAULT_LANGUAGE))
  .catch(() => appFlags.set('connectionError'))
  .then(render);

function render() {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}

registerServiceWorker();
