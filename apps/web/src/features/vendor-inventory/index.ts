/**
 * Public surface of Inventory Management (`/vendor/inventory`). The page loads lazily through
 * `loadInventoryPage` (route `lazy`); the portal shell reads the active-alert count for its menu.
 */
export { useActiveAlertCount } from './api/list-inventory-alerts';

export const loadInventoryPage = async () => ({
  Component: (await import('./routes/inventory-page')).InventoryPage,
});
