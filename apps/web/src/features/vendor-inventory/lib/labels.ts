import {
  type AlertSeverity,
  type InventorySortField,
  type InventoryStatus,
  type MovementType,
  SEVERITY_COLOURS,
} from '@market/domain';
import type { BadgeTone } from '@/components/ui/badge';

/** Stock statuses (spec 001 section 4) as the screen names them. */
export const STOCK_STATUS_LABELS: Record<InventoryStatus, string> = {
  in_stock: 'In Stock',
  low_stock: 'Low Stock',
  out_of_stock: 'Out of Stock',
  discontinued: 'Discontinued',
};

export const STOCK_STATUS_TONES: Record<InventoryStatus, BadgeTone> = {
  in_stock: 'green',
  low_stock: 'yellow',
  out_of_stock: 'red',
  discontinued: 'neutral',
};

/** Chart colours of the statuses (the badges' hues). */
export const STOCK_STATUS_COLOURS: Record<InventoryStatus, string> = {
  in_stock: '#10b981',
  low_stock: '#f59e0b',
  out_of_stock: '#ef4444',
  discontinued: '#64748b',
};

/** The sort fields of the Inventory tab (spec 001 section 2). */
export const SORT_FIELD_LABELS: Record<InventorySortField, string> = {
  lastStockUpdate: 'Last Updated',
  currentStock: 'Current Stock',
  'product.name': 'Product Name',
  stockStatus: 'Stock Status',
};

export const SEVERITY_LABELS: Record<AlertSeverity, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  critical: 'Critical',
};

/** Severity colours (spec 001 section 2): low blue, medium yellow, high orange, critical red. */
export const SEVERITY_TONES: Record<AlertSeverity, BadgeTone> = SEVERITY_COLOURS;

export const MOVEMENT_TYPE_LABELS: Record<MovementType, string> = {
  initial: 'Opening stock',
  adjustment: 'Adjustment',
  restock: 'Restock',
  reserve: 'Reserved for order',
  release: 'Released',
  sale: 'Sale',
  return: 'Return',
  import: 'CSV import',
  bulk_update: 'Bulk update',
  product_edit: 'Product edit',
  batch_receipt: 'Batch received',
  removal: 'Removal',
};
