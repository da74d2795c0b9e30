import { DEFAULT_CATEGORY, RUNTIME_CONFIG_META, type RuntimeConfig } from '@ricebowl/contract';

const DEFAULTS: RuntimeConfig = {
  engineApiUrl: '/api/engine',
  accountsApiUrl: '/api/accounts',
  assetsUrl: '/assets/',
  defaultCategory: DEFAULT_CATEGORY,
  links: {
    about: '/pages/about.html',
    faq: '/pages/faq.html',
    contact: '/pages/contact.html',
    privacy: '/pages/privacy.html',
    social: [],
  },
};

/** The deployment's runtime config, embedded by the server in index.html (one build, any host). */
function readRuntimeConfig(): RuntimeConfig {
  const content = document.querySelector(`meta[name="${RUNTIME_CONFIG_META}"]`)?.getAttribute('content');
  if (!content) return DEFAULTS;
  try {
    return { ...DEFAULTS, ...(JSON.parse(content) as Partial<RuntimeConfig>) };
  } catch {
    return DEFAULTS;
  }
}

export const config: RuntimeConfig = readRuntimeConfig();

/** Prefixes a relative asset URL (icons, question images) with the assets host. */
export function assetUrl(url: string): string {
  if (/^(https?:)?\/\//.test(url) || url.startsWith('data:') || url.startsWith('/')) return url;
  return `${config.assetsUrl.replace(/\/?$/, '/')}${url}`;
}
