/** Marketplace settings (commission rate, …) and the effective commission rate of a vendor. */
export { settingRows, storedSettingsJson } from './settings.queries.js';
export { settingsRoutes } from './settings.routes.js';
export {
  effectiveCommissionRateBp,
  getSettings,
  type MarketplaceSettings,
  settingsFrom,
  updateSettings,
} from './settings.service.js';
