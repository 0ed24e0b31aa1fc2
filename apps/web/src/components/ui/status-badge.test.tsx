import {
  type Audience,
  STOCK_FIGURE_WORDS,
  statusWord,
  VOCABULARY,
  VOCABULARY_VALUES,
  type VocabularyKind,
} from '@market/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusBadge } from './status-badge';

const kinds = Object.keys(VOCABULARY) as VocabularyKind[];
const audiences: (Audience | undefined)[] = [undefined, 'customer', 'vendor', 'admin'];

describe('StatusBadge', () => {
  it.each(kinds)('renders a word from the vocabulary for every %s value and audience', (kind) => {
    for (const value of VOCABULARY_VALUES[kind]) {
      for (const audience of audiences) {
        const { unmount } = render(<StatusBadge kind={kind} value={value} audience={audience} />);
        const word = statusWord(kind, value, audience);
        const badge = screen.getByText(word.label);
        // Words, never the machine value ('waiting_customer', 'out_of_stock').
        expect(badge.textContent).toMatch(/^[A-Z][^_]*$/);
        expect(badge).toHaveAttribute('title', word.explanation);
        expect(badge).toHaveAttribute('data-status-value', value);
        unmount();
      }
    }
  });

  it('gives each audience the spec’s label for the same order status', () => {
    const { rerender } = render(<StatusBadge kind="order" value="pending" audience="vendor" />);
    expect(screen.getByText('Pending (Contact Admin)')).toHaveAttribute('data-status', 'pending');
    rerender(<StatusBadge kind="order" value="pending" audience="customer" />);
    expect(screen.getByText('Placed')).toBeInTheDocument();
    rerender(<StatusBadge kind="order" value="pending" audience="admin" />);
    expect(screen.getByText('Pending')).toBeInTheDocument();
    // The same meaning for everyone.
    expect(screen.getByText('Pending')).toHaveAttribute(
      'title',
      'The order has been placed and is waiting for its sellers to accept it.',
    );
  });

  it('reads the catalogue’s stock spelling and an unknown value as words', () => {
    const { rerender } = render(<StatusBadge kind="stock" value="low-stock" />);
    expect(screen.getByText('Low Stock')).toHaveAttribute('data-status-value', 'low_stock');
    rerender(<StatusBadge kind="payment" value="on_hold" />);
    expect(screen.getByText('On Hold')).not.toHaveAttribute('title');
  });

  it('names the stock figures On hand, Reserved and Available', () => {
    expect([
      STOCK_FIGURE_WORDS.onHand.label,
      STOCK_FIGURE_WORDS.reserved.label,
      STOCK_FIGURE_WORDS.available.label,
    ]).toEqual(['On hand', 'Reserved', 'Available']);
  });
});
