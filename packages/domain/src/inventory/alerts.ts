import type { AlertKind, AlertSeverity, InventoryStatus } from './constants.js';

/**
 * The alert an item should have now, or null (spec 001 section 4, DESIGN.md section 5):
 * - available 0 or less: out of stock, critical;
 * - available at or below the low-stock threshold: low stock, by how far below:
 *   at most a quarter of the threshold high, at most half medium, otherwise low;
 * - above the threshold: none (an open alert is cleared).
 */
export function stockAlertFor(
  available: number,
  threshold: number,
): { kind: AlertKind; severity: AlertSeverity } | null {
  if (available <= 0) return { kind: 'out_of_stock', severity: 'critical' };
  if (available > threshold) return null;
  const fraction = available / threshold;
  if (fraction <= 0.25) return { kind: 'low_stock', severity: 'high' };
  if (fraction <= 0.5) return { kind: 'low_stock', severity: 'medium' };
  return { kind: 'low_stock', severity: 'low' };
}

export function stockAlertMessage(kind: AlertKind, available: number, threshold: number): string {
  return kind === 'out_of_stock'
    ? 'Out of stock: no units available'
    : `Low stock: ${available} left (threshold ${threshold})`;
}

/** The stock status of an item (spec 001 section 4): from available stock, discontinued first. */
export function inventoryStatus(item: {
  available: number;
  threshold: number;
  discontinued: boolean;
}): InventoryStatus {
  if (item.discontinued) return 'discontinued';
  if (item.available <= 0) return 'out_of_stock';
  if (item.available <= item.threshold) return 'low_stock';
  return 'in_stock';
}

/** Colours of the Alerts tab (spec 001 section 2). */
export const SEVERITY_COLOURS: Record<AlertSeverity, 'blue' | 'yellow' | 'orange' | 'red'> = {
  low: 'blue',
  medium: 'yellow',
  high: 'orange',
  critical: 'red',
};
