import { PRODUCT_STATUSES } from '../catalog/product-form.js';
import { INQUIRY_PRIORITIES, INQUIRY_STATUSES } from '../inquiries/constants.js';
import { PAYOUT_STATUSES } from '../ledger/payouts.js';
import { APPLICATION_STATUSES } from '../schemas/onboarding.js';
import { VENDOR_VERIFICATION_STATUSES } from '../schemas/onboarding-ui.js';
import {
  APPLICATION_STATUS_WORDS,
  INQUIRY_PRIORITY_WORDS,
  INQUIRY_STATUS_WORDS,
  PRODUCT_STATUS_WORDS,
  VENDOR_STATUS_WORDS,
} from './accounts.js';
import {
  COMMISSION_MONTH_STATUSES,
  COMMISSION_MONTH_WORDS,
  DISPLAYED_ORDER_STATUSES,
  ORDER_ITEM_STATUS_WORDS,
  ORDER_ITEM_STATUSES,
  ORDER_STATUS_WORDS,
  PAYMENT_STATUS_WORDS,
  PAYMENT_STATUSES,
  PAYOUT_STATUS_WORDS,
  REFUND_STATUS_WORDS,
  REFUND_STATUSES,
} from './orders.js';
import {
  ALERT_KIND_WORDS,
  ALERT_KINDS,
  ALERT_SEVERITIES,
  ALERT_SEVERITY_WORDS,
  INVENTORY_STATUSES,
  STOCK_STATUS_WORDS,
} from './stock.js';
import type { Audience, StatusTone, VocabularyEntry } from './types.js';

export * from './accounts.js';
export * from './orders.js';
export {
  ALERT_KIND_WORDS,
  ALERT_SEVERITY_WORDS,
  STOCK_FIGURE_WORDS,
  STOCK_FIGURES,
  STOCK_STATUS_WORDS,
  type StockFigure,
} from './stock.js';
export * from './types.js';

/** The one table: each kind of status with its words (issue 35 item 3, decision 0045). */
export const VOCABULARY = {
  order: ORDER_STATUS_WORDS,
  payment: PAYMENT_STATUS_WORDS,
  refund: REFUND_STATUS_WORDS,
  payout: PAYOUT_STATUS_WORDS,
  orderItem: ORDER_ITEM_STATUS_WORDS,
  commissionMonth: COMMISSION_MONTH_WORDS,
  stock: STOCK_STATUS_WORDS,
  alertKind: ALERT_KIND_WORDS,
  alertSeverity: ALERT_SEVERITY_WORDS,
  product: PRODUCT_STATUS_WORDS,
  inquiry: INQUIRY_STATUS_WORDS,
  inquiryPriority: INQUIRY_PRIORITY_WORDS,
  application: APPLICATION_STATUS_WORDS,
  vendor: VENDOR_STATUS_WORDS,
} as const;

export type VocabularyKind = keyof typeof VOCABULARY;
export type VocabularyValue<K extends VocabularyKind> = keyof (typeof VOCABULARY)[K] & string;

/** Every value each kind can take (the enums of the domain): the vocabulary has an entry for each. */
export const VOCABULARY_VALUES: { readonly [K in VocabularyKind]: readonly VocabularyValue<K>[] } = {
  order: DISPLAYED_ORDER_STATUSES,
  payment: PAYMENT_STATUSES,
  refund: REFUND_STATUSES,
  payout: PAYOUT_STATUSES,
  orderItem: ORDER_ITEM_STATUSES,
  commissionMonth: COMMISSION_MONTH_STATUSES,
  stock: INVENTORY_STATUSES,
  alertKind: ALERT_KINDS,
  alertSeverity: ALERT_SEVERITIES,
  product: PRODUCT_STATUSES,
  inquiry: INQUIRY_STATUSES,
  inquiryPriority: INQUIRY_PRIORITIES,
  application: APPLICATION_STATUSES,
  vendor: VENDOR_VERIFICATION_STATUSES,
};

export type StatusWord = {
  key: string;
  label: string;
  tone: StatusTone;
  explanation: string;
  known: boolean;
};

/** 'in-stock' (the catalogue's spelling) and ' Shipped ' read as 'in_stock' and 'shipped'. */
export function vocabularyKey(value: string): string {
  return value.trim().toLowerCase().replace(/-/g, '_');
}

/** Words of a value the table does not know: its words capitalised, grey, with no explanation. */
function unknownWord(key: string): StatusWord {
  const label = key
    .split(/[\s_]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
  return { key, label: label || 'Unknown', tone: 'neutral', explanation: '', known: false };
}

/**
 * The label, colour and explanation of a status of `kind` for `audience` (everyone when left out).
 * An unknown value gets its words capitalised, so a new server value still reads as words.
 */
export function statusWord(
  kind: VocabularyKind,
  value: string | null | undefined,
  audience?: Audience,
): StatusWord {
  const key = vocabularyKey(value ?? '');
  const table = VOCABULARY[kind] as Readonly<Record<string, VocabularyEntry>>;
  const entry = Object.hasOwn(table, key) ? table[key] : undefined;
  if (!entry) return unknownWord(key);
  const label = (audience ? entry.labels?.[audience] : undefined) ?? entry.label;
  return { key, label, tone: entry.tone, explanation: entry.explanation, known: true };
}

/** Just the label (see `statusWord`). */
export function statusLabel(
  kind: VocabularyKind,
  value: string | null | undefined,
  audience?: Audience,
): string {
  return statusWord(kind, value, audience).label;
}

/** Every label of a kind by value, for selects and filters: `{ active: 'Active', ... }`. */
export function vocabularyLabels<K extends VocabularyKind>(
  kind: K,
  audience?: Audience,
): Readonly<Record<VocabularyValue<K>, string>> {
  const values = VOCABULARY_VALUES[kind] as readonly VocabularyValue<K>[];
  return Object.fromEntries(values.map((v) => [v, statusLabel(kind, v, audience)])) as Record<
    VocabularyValue<K>,
    string
  >;
}

/** The confirmation of a part's status change, in the vocabulary's words: 'Order part marked Shipped'. */
export function partStatusChangedMessage(status: string): string {
  return `Order part marked ${statusLabel('order', status)}`;
}
