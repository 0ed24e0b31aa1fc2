import {
  type InventorySortField,
  type InventoryStatus,
  type MovementType,
  vocabularyLabels,
} from '@market/domain';

/** Stock statuses (spec 001 section 4) in the vocabulary's words. */
export const STOCK_STATUS_LABELS: Readonly<Record<InventoryStatus, string>> = vocabularyLabels('stock');

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
