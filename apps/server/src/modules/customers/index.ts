/** Customer registration. */
export { customerRoutes } from './customers.routes.js';
