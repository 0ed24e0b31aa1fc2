/** Public surface of the application status feature (/vendor/application-status). */

export { ApplicationStatusPage } from './routes/application-status-page';
