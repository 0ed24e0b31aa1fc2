import {
  type BatchDto,
  fromMinor,
  type InventoryAlertDto,
  type InventoryItemDto,
  type InventoryPagination,
  type InventoryStatus,
  impersonationLabel,
  type StockMovementDto,
} from '@market/domain';
import type { BatchRow, MovementRow } from '../inventory/index.js';

export type ItemRow = {
  id: string;
  productId: string;
  vendorId: string | null;
  title: string;
  sku: string;
  priceMinor: number;
  imageKey: string | null;
  currentStock: number;
  reservedStock: number;
  lowStockThreshold: number;
  reorderPoint: number;
  reorderQuantity: number;
  discontinued: boolean;
  stockStatus: InventoryStatus;
  valueMinor: number;
  batchUnits: number;
  lastStockUpdate: Date;
  createdAt: Date;
};

export function toItemDto(r: ItemRow): InventoryItemDto {
  return {
    _id: r.id,
    product: {
      _id: r.productId,
      name: r.title,
      sku: r.sku,
      price: fromMinor(r.priceMinor),
      images: r.imageKey ? [`/uploads/${r.imageKey}`] : [],
    },
    currentStock: r.currentStock,
    reservedStock: r.reservedStock,
    availableStock: r.currentStock - r.reservedStock,
    stockStatus: r.stockStatus,
    lowStockThreshold: r.lowStockThreshold,
    reorderPoint: r.reorderPoint,
    reorderQuantity: r.reorderQuantity,
    discontinued: r.discontinued,
    stockValue: fromMinor(Number(r.valueMinor)),
    uncostedUnits: Math.max(0, r.currentStock - Number(r.batchUnits)),
    lastStockUpdate: r.lastStockUpdate.toISOString(),
    createdAt: r.createdAt.toISOString(),
  };
}

export function toAlertDto(a: {
  id: string;
  inventoryId: string;
  productName: string;
  productSku: string;
  kind: InventoryAlertDto['kind'];
  message: string;
  severity: InventoryAlertDto['severity'];
  acknowledgedAt: Date | null;
  createdAt: Date;
}): InventoryAlertDto {
  return {
    _id: a.id,
    inventoryId: a.inventoryId,
    productName: a.productName,
    productSku: a.productSku,
    kind: a.kind,
    message: a.message,
    severity: a.severity,
    acknowledged: a.acknowledgedAt !== null,
    acknowledgedAt: a.acknowledgedAt?.toISOString() ?? null,
    createdAt: a.createdAt.toISOString(),
  };
}

export function toMovementDto(m: MovementRow): StockMovementDto {
  return {
    _id: m.id,
    inventoryId: m.inventoryId,
    productId: m.productId,
    type: m.type,
    quantity: m.quantity,
    currentBefore: m.currentBefore,
    currentAfter: m.currentAfter,
    reservedBefore: m.reservedBefore,
    reservedAfter: m.reservedAfter,
    reason: m.reason,
    orderId: m.orderId,
    batchId: m.batchId,
    // A change made through an impersonation session names the admin behind it (decision 0038).
    actor: m.impersonatorId
      ? {
          type: 'user',
          id: m.actorId,
          name: impersonationLabel(m.impersonatorName, m.shopName),
          impersonatorId: m.impersonatorId,
        }
      : m.actorId
        ? { type: 'user', id: m.actorId, name: m.actorName ?? null, impersonatorId: null }
        : { type: 'system', id: null, name: null, impersonatorId: null },
    createdAt: m.createdAt.toISOString(),
  };
}

export function toBatchDto(b: BatchRow): BatchDto {
  return {
    _id: b.id,
    inventoryId: b.inventoryItemId,
    quantity: b.quantity,
    remainingQuantity: b.remainingQuantity,
    unitCost: fromMinor(b.unitCostMinor),
    receivedAt: b.receivedAt.toISOString(),
    supplier: b.supplier,
    reference: b.reference,
    createdAt: b.createdAt.toISOString(),
  };
}

export function inventoryPagination(page: number, limit: number, totalItems: number): InventoryPagination {
  const totalPages = Math.max(1, Math.ceil(totalItems / limit));
  return { currentPage: page, totalPages, totalItems, limit, hasPrev: page > 1, hasNext: page < totalPages };
}
