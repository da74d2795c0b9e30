import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { RUNTIME_CONFIG_META } from '@ricebowl/contract';
import '../i18n';

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
});
