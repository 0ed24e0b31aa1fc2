import type {
  InventoryAlertDto,
  InventoryItemDto,
  InventoryPagination,
  StockMovementDto,
} from '@market/domain';

/** The shapes of the inventory calls, from the domain's response schemas (server and web share them). */
export type InventoryItem = InventoryItemDto;
export type InventoryAlert = InventoryAlertDto;
export type StockMovement = StockMovementDto;
export type {
  ImportRowError,
  InventoryAnalytics,
  InventoryOverview,
  InventoryPagination,
} from '@market/domain';

export type InventoryList = { items: InventoryItem[]; pagination: InventoryPagination };
export type AlertList = { alerts: InventoryAlert[]; pagination: InventoryPagination; activeCount: number };
export type MovementList = { movements: StockMovement[]; pagination: InventoryPagination };
