/** Public surface of the application status feature (/vendor/application-status). */

export {
  APPLICATION_STATUS_TONES,
  ApplicationStatusBadge,
  applicationStatusLabel,
} from './components/application-status-badge';
export { ApplicationStatusPage } from './routes/application-status-page';
