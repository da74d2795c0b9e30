import type { FastifySchema, HTTPMethods } from 'fastify';
import type { App } from './http.js';

/** One API route as it was registered: what the fuzzer and the authorization tests walk. */
export interface ApiRoute {
  method: HTTPMethods;
  url: string;
  schema: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route under /api/ (HEAD copies left out), in registration order. */
    apiRoutes: ApiRoute[];
  }
}

/** Records each API route as it is added, so tests cover new routes without being edited. */
export function collectApiRoutes(app: App): void {
  const routes: ApiRoute[] = [];
  app.decorate('apiRoutes', routes);
  app.addHook('onRoute', (route) => {
    if (!route.url?.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, schema: route.schema });
    }
  });
}
