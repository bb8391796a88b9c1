/** Prometheus metrics (/metrics) and the counters other parts of the server feed. */
export {
  countConnectionLost,
  countUncaught,
  countWebFileServed,
  recordJobFailure,
  recordJobRun,
} from './process-metrics.ts';
export { metricsRoutes } from './routes.ts';
