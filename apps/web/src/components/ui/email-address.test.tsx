import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailAddress, emailBreakPieces } from './email-address';

describe('EmailAddress', () => {
  it('breaks only after the local part’s separators, before the @ and before the domain’s dots', () => {
    expect(emailBreakPieces('carla.buyer+shop@mail.example.co.uk')).toEqual([
      'carla.',
      'buyer+',
      'shop',
      '@mail',
      '.example',
      '.co',
      '.uk',
    ]);
    expect(emailBreakPieces('no-at-sign')).toEqual(['no-', 'at-', 'sign']);
  });

  it('keeps the whole address as text and title; truncated, on one line', () => {
    const { rerender } = render(<EmailAddress email="customer@demo.test" link />);
    const link = screen.getByRole('link', { name: 'customer@demo.test' });
    expect(link).toHaveAttribute('href', 'mailto:customer@demo.test');
    expect(link).toHaveAttribute('title', 'customer@demo.test');
    expect(link).toHaveClass('break-normal');
    rerender(<EmailAddress email="customer@demo.test" truncate />);
    const text = screen.getByTitle('customer@demo.test');
    expect(text).toHaveClass('truncate');
    expect(text.querySelectorAll('wbr')).toHaveLength(0);
  });
});
