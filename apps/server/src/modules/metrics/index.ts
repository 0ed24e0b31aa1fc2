/** Prometheus metrics: request counts and latencies, database pool, outbox backlog, process (decision 0023). */
export { registerMetrics } from './metrics.routes.js';
