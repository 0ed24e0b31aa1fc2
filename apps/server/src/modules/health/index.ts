/** Liveness (/api/health) and readiness (/api/ready). */
export { healthRoutes } from './health.routes.js';
