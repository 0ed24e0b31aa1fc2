import { describe, expect, it } from 'vitest';
import { ADMIN_PRODUCT_STATUS_FILTERS } from '../catalog/moderation.js';
import { STOCK_STATUSES } from '../catalog/stock.js';
import { INQUIRY_BULK_STATUSES } from '../inquiries/constants.js';
import { INQUIRY_STATUS_ACTIONS } from '../inquiries/rules.js';
import { SEVERITY_COLOURS } from '../inventory/alerts.js';
import { ALERT_KINDS, ALERT_SEVERITIES, INVENTORY_STATUSES } from '../inventory/constants.js';
import { normalizeStatus, ORDER_STATUSES } from '../order-status.js';
import { PART_STATUSES, vendorStatusLabel } from '../part-transitions.js';
import { REPORT_STATUSES } from '../reports/sales-report.js';
import { APPLICATION_STATUS_TEXT, APPLICATION_STATUSES } from '../schemas/onboarding.js';
import { VENDOR_VERIFICATION_STATUSES } from '../schemas/onboarding-ui.js';
import {
  CANCELLED_BY_CUSTOMER,
  partStatusChangedMessage,
  STOCK_FIGURE_WORDS,
  statusLabel,
  statusWord,
  VOCABULARY,
  VOCABULARY_VALUES,
  type VocabularyKind,
  vocabularyKey,
} from './index.js';

const TONES = ['neutral', 'indigo', 'green', 'yellow', 'orange', 'red', 'blue'];
const kinds = Object.keys(VOCABULARY) as VocabularyKind[];

/** Words a person reads: capitalised, no machine spelling (underscores, hyphens between words). */
function readsAsWords(label: string) {
  expect(label).toMatch(/^[A-Z]/);
  expect(label).not.toMatch(/_/);
  expect(label.trim()).toBe(label);
}

describe('the vocabulary', () => {
  it.each(kinds)('has a label, a colour and an explanation for every %s value, and nothing else', (kind) => {
    const table = VOCABULARY[kind] as Record<string, { label: string; tone: string; explanation: string }>;
    const values = VOCABULARY_VALUES[kind] as readonly string[];
    expect(values.length).toBeGreaterThan(0);
    expect(Object.keys(table).sort()).toEqual([...new Set(values)].sort());
    for (const value of values) {
      const entry = table[value]!;
      readsAsWords(entry.label);
      expect(TONES).toContain(entry.tone);
      expect(entry.explanation).toMatch(/^[A-Z].*[.:]$/);
      for (const audience of ['customer', 'vendor', 'admin'] as const) {
        const word = statusWord(kind, value, audience);
        expect(word.known).toBe(true);
        readsAsWords(word.label);
        // One meaning: the explanation never depends on who reads it.
        expect(word.explanation).toBe(entry.explanation);
      }
    }
  });

  it('covers every status enum of the domain', () => {
    const covered = (kind: VocabularyKind, values: readonly string[]) => {
      for (const value of values) expect(statusWord(kind, value).known, `${kind} ${value}`).toBe(true);
    };
    covered('order', ORDER_STATUSES);
    covered('order', PART_STATUSES);
    covered('order', [...REPORT_STATUSES.filter((s) => s !== 'all'), CANCELLED_BY_CUSTOMER]);
    covered('stock', INVENTORY_STATUSES);
    covered('stock', STOCK_STATUSES);
    covered('alertKind', ALERT_KINDS);
    covered('alertSeverity', ALERT_SEVERITIES);
    covered('inquiry', [...INQUIRY_BULK_STATUSES, ...INQUIRY_STATUS_ACTIONS]);
    covered('application', APPLICATION_STATUSES);
    covered('vendor', VENDOR_VERIFICATION_STATUSES);
    covered(
      'product',
      ADMIN_PRODUCT_STATUS_FILTERS.filter((s) => s !== 'moderated'),
    );
  });

  it('gives the customer the normalised status of spec 000 section 4, in the same words', () => {
    for (const status of ORDER_STATUSES) {
      expect(statusLabel('order', status, 'customer'), status).toBe(
        statusLabel('order', normalizeStatus(status), 'customer'),
      );
    }
    expect(statusLabel('order', 'pending', 'customer')).toBe('Placed');
    expect(statusLabel('order', 'confirmed', 'customer')).toBe('Processing');
    expect(statusLabel('order', 'rejected', 'customer')).toBe('Cancelled');
  });

  it('keeps the vendor labels of spec 001 section 4', () => {
    expect(statusLabel('order', 'pending', 'vendor')).toBe('Pending (Contact Admin)');
    expect(statusLabel('order', 'accepted', 'vendor')).toBe('Accepted (Contact Admin)');
    expect(statusLabel('order', 'cancelled', 'vendor')).toBe('Cancelled by Vendor');
    expect(statusLabel('order', CANCELLED_BY_CUSTOMER, 'vendor')).toBe('Cancelled by Customer');
    for (const status of PART_STATUSES) {
      expect(vendorStatusLabel(status), status).toBe(statusLabel('order', status, 'vendor'));
    }
    expect(vendorStatusLabel('shipped', true)).toBe('Cancelled by Customer');
  });

  it('takes the spec texts it already had: application statuses, alert colours', () => {
    for (const status of APPLICATION_STATUSES) {
      expect(statusWord('application', status)).toMatchObject({
        label: APPLICATION_STATUS_TEXT[status].label,
        explanation: APPLICATION_STATUS_TEXT[status].message,
      });
    }
    for (const severity of ALERT_SEVERITIES) {
      expect(statusWord('alertSeverity', severity).tone).toBe(SEVERITY_COLOURS[severity]);
    }
    expect(statusLabel('payment', 'paid')).toBe('Paid');
    expect(statusLabel('commissionMonth', 'pending')).toBe('Pending Payment');
  });

  it('names an alert kind as the stock status it warns of', () => {
    expect(statusWord('alertKind', 'low_stock')).toEqual(statusWord('stock', 'low_stock'));
    expect(statusWord('stock', 'in-stock')).toEqual(statusWord('stock', 'in_stock'));
  });

  it('labels the three stock figures', () => {
    expect(Object.values(STOCK_FIGURE_WORDS).map((w) => w.label)).toEqual([
      'On hand',
      'Reserved',
      'Available',
    ]);
  });

  it('confirms a status change in words, never the machine value', () => {
    expect(partStatusChangedMessage('delivered')).toBe('Order part marked Delivered');
    expect(partStatusChangedMessage('partially_cancelled')).toBe('Order part marked Partially Cancelled');
  });

  it('reads an unknown value as capitalised words in grey', () => {
    expect(statusWord('order', 'on_hold')).toEqual({
      key: 'on_hold',
      label: 'On Hold',
      tone: 'neutral',
      explanation: '',
      known: false,
    });
    expect(statusLabel('payment', null)).toBe('Unknown');
    expect(vocabularyKey(' Out-Of-Stock ')).toBe('out_of_stock');
  });
});
