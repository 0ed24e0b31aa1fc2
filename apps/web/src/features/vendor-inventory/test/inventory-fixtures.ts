import { mockApi, ok } from '@/test/fetch-mock';
import { makeVendor, storeVendorSession, vendorMe } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import type {
  AlertList,
  InventoryAlert,
  InventoryItem,
  InventoryList,
  InventoryOverview,
  InventoryPagination,
  MovementList,
  StockMovement,
} from '../types';

/** Inventory test data in the shapes of the domain's response schemas. */

export function makeItem(overrides: Partial<InventoryItem> = {}): InventoryItem {
  return {
    _id: 'inv-1',
    product: { _id: 'p-1', name: 'Desk Lamp', sku: 'LAMP-01', price: 39.5, images: [] },
    currentStock: 40,
    reservedStock: 5,
    availableStock: 35,
    stockStatus: 'in_stock',
    lowStockThreshold: 10,
    reorderPoint: 20,
    reorderQuantity: 50,
    discontinued: false,
    stockValue: 480,
    uncostedUnits: 0,
    lastStockUpdate: '2026-11-20T10:15:00.000Z',
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeAlert(overrides: Partial<InventoryAlert> = {}): InventoryAlert {
  return {
    _id: 'al-1',
    inventoryId: 'inv-2',
    productName: 'Coffee Mug',
    productSku: 'MUG-01',
    kind: 'low_stock',
    message: 'Low stock: 2 left (threshold 10)',
    severity: 'high',
    acknowledged: false,
    acknowledgedAt: null,
    createdAt: '2026-11-21T08:00:00.000Z',
    ...overrides,
  };
}

export function makeMovement(overrides: Partial<StockMovement> = {}): StockMovement {
  return {
    _id: 'mv-1',
    inventoryId: 'inv-1',
    productId: 'p-1',
    type: 'adjustment',
    quantity: 10,
    currentBefore: 30,
    currentAfter: 40,
    reservedBefore: 5,
    reservedAfter: 5,
    reason: 'Stock count',
    orderId: null,
    batchId: null,
    actor: { type: 'user', id: 'u-1', name: 'Demo Traders', impersonatorId: null },
    createdAt: '2026-11-20T10:15:00.000Z',
    ...overrides,
  };
}

export function pagination(page: number, totalItems: number, limit = 20): InventoryPagination {
  const totalPages = Math.ceil(totalItems / limit);
  return { currentPage: page, totalPages, totalItems, limit, hasPrev: page > 1, hasNext: page < totalPages };
}

export const listOf = (items: InventoryItem[], page = 1, total = items.length): InventoryList => ({
  items,
  pagination: pagination(page, total),
});

export const alertsOf = (alerts: InventoryAlert[], activeCount = alerts.length): AlertList => ({
  alerts,
  pagination: pagination(1, alerts.length),
  activeCount,
});

export const movementsOf = (
  movements: StockMovement[],
  page = 1,
  total = movements.length,
): MovementList => ({
  movements,
  pagination: pagination(page, total),
});

export function makeOverview(overrides: Partial<InventoryOverview> = {}): InventoryOverview {
  return {
    summary: {
      totalItems: 12,
      totalStock: 840,
      lowStockItems: 3,
      outOfStockItems: 1,
      totalValue: 10234.5,
      itemsWithoutCost: 2,
      activeAlerts: 4,
    },
    recentMovements: [makeItem()],
    alerts: [makeAlert()],
    ...overrides,
  };
}

type Routes = Parameters<typeof mockApi>[0];

/** Signs the demo vendor in, answers the inventory calls (`routes` override) and opens `path`. */
export function openInventory(path: string, routes: Routes = {}) {
  const vendor = makeVendor();
  storeVendorSession(vendor);
  const api = mockApi({
    'GET /api/auth/me': ok(vendorMe(vendor)),
    'GET /api/vendors/inventory/overview': ok(makeOverview()),
    'GET /api/vendors/inventory/alerts/list': ok(alertsOf([makeAlert()], 4)),
    'GET /api/vendors/inventory': ok(listOf([makeItem()])),
    ...routes,
  });
  return { ...api, ...renderApp(path) };
}
