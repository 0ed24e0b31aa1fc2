import {
  ALERT_KINDS,
  ALERT_SEVERITIES,
  type AlertKind,
  type AlertSeverity,
  INVENTORY_STATUSES,
  type InventoryStatus,
} from '../inventory/constants.js';
import type { Vocabulary, VocabularyEntry } from './types.js';

/**
 * The stock status of a product or an inventory item: one rule (decision 0045) on the units
 * available (on hand minus reserved) against the item's low-stock threshold.
 */
export const STOCK_STATUS_WORDS: Vocabulary<InventoryStatus> = {
  in_stock: {
    label: 'In Stock',
    tone: 'green',
    explanation: 'More units are available than the low-stock threshold.',
  },
  low_stock: {
    label: 'Low Stock',
    tone: 'yellow',
    explanation: 'The units available are at or below the low-stock threshold: time to restock.',
  },
  out_of_stock: {
    label: 'Out of Stock',
    tone: 'red',
    explanation: 'No units are available: every unit on hand is reserved for orders, or there are none.',
  },
  discontinued: {
    label: 'Discontinued',
    tone: 'neutral',
    explanation: 'The item is no longer restocked.',
  },
};

/** The stock figures, named the same on every screen (issue 35 item 3). */
export const STOCK_FIGURES = ['onHand', 'reserved', 'available'] as const;
export type StockFigure = (typeof STOCK_FIGURES)[number];

export const STOCK_FIGURE_WORDS: Readonly<Record<StockFigure, Omit<VocabularyEntry, 'tone' | 'labels'>>> = {
  onHand: { label: 'On hand', explanation: 'Units in stock, including those reserved for orders.' },
  reserved: { label: 'Reserved', explanation: 'Units held for orders that have not shipped yet.' },
  available: { label: 'Available', explanation: 'On hand minus reserved: the units that can still be sold.' },
};

/** The kinds of inventory alert: the stock statuses they warn of. */
export const ALERT_KIND_WORDS: Vocabulary<AlertKind> = {
  low_stock: STOCK_STATUS_WORDS.low_stock,
  out_of_stock: STOCK_STATUS_WORDS.out_of_stock,
};

/** Alert severity (spec 001 section 2: low blue, medium yellow, high orange, critical red). */
export const ALERT_SEVERITY_WORDS: Vocabulary<AlertSeverity> = {
  low: {
    label: 'Low',
    tone: 'blue',
    explanation: 'Available units are at or below the threshold but above half of it.',
  },
  medium: {
    label: 'Medium',
    tone: 'yellow',
    explanation: 'Available units are at or below half of the threshold.',
  },
  high: {
    label: 'High',
    tone: 'orange',
    explanation: 'Available units are at or below a quarter of the threshold.',
  },
  critical: { label: 'Critical', tone: 'red', explanation: 'No units are available.' },
};

export { ALERT_KINDS, ALERT_SEVERITIES, INVENTORY_STATUSES };
