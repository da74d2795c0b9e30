import { ClientErrorReport } from '@ricebowl/contract';
import type { App } from '../../platform/http.js';

/** Error reports from the web app: logged and counted, nothing stored. */
export async function clientErrorRoutes(app: App) {
  app.post(
    '/client-errors',
    { schema: { tags: ['engine'], summary: 'Report a web app error', body: ClientErrorReport }, bodyLimit: 16_384 },
    async (request) => {
      app.deps.metrics.clientErrors.inc();
      request.log.warn({ clientError: request.body }, 'client error report');
      return { meta: { received: true } };
    },
  );
}
