/** Public surface of the admin settings page (`/admin/settings`). */
export { fetchSettings, type MarketplaceSettings, settingsQueryOptions } from './api/get-settings';
export { type SettingsChanges, saveSettings } from './api/save-settings';
export { AdminSettingsPage } from './routes/admin-settings-page';
