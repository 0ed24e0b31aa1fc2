/** Vendor applications: the application form, its review and approval. */
export { clearTemporaryPassword, findOpenApplicationByEmail } from './applicant.queries.js';
export { applicationRoutes } from './applications.routes.js';
export { countVendorApplications } from './applications.service.js';
