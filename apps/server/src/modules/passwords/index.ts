/** Password reset and change. */
export { passwordRoutes } from './passwords.routes.js';
