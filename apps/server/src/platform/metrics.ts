import { Counter, Registry, collectDefaultMetrics } from 'prom-client';

/** One registry per app instance so tests can build many apps in one process. */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    answers: new Counter({
      name: 'ricebowl_answers_total',
      help: 'Answers submitted, by outcome',
      labelNames: ['outcome'] as const,
      registers: [registry],
    }),
    clientErrors: new Counter({
      name: 'ricebowl_client_errors_total',
      help: 'Error reports received from the web app',
      registers: [registry],
    }),
  };
}
export type Metrics = ReturnType<typeof createMetrics>;
