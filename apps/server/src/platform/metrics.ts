import { Counter, Gauge, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * One registry per app instance so tests can build many apps in one process. `redisUp` reads
 * whether Redis answers, when REDIS_URL is set (`ricebowl_redis_up` is then 1 or 0, else absent).
 */
export function createMetrics(options: { redisUp?: () => boolean } = {}) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const { redisUp } = options;
  if (redisUp) {
    new Gauge({
      name: 'ricebowl_redis_up',
      help: 'Whether Redis answers this process (1) or not (0): while 0, rate limits count per process, sign-up asks for the captcha and leaderboards are read from the database',
      registers: [registry],
      collect() {
        this.set(redisUp() ? 1 : 0);
      },
    });
  }
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
