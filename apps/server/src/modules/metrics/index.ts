/** Prometheus metrics (/metrics) and the counters other parts of the server feed. */
export { countWebFileServed, recordJobFailure, recordJobRun } from './process-metrics.ts';
export { metricsRoutes } from './routes.ts';
