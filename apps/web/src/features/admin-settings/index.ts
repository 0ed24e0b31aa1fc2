/** Public surface of the admin settings page (`/admin/settings`). */
export {
  fetchSettings,
  type MarketplaceSettings,
  type SettingsChanges,
  saveSettings,
  settingsQueryOptions,
} from './api/settings';
export { AdminSettingsPage } from './routes/admin-settings-page';
