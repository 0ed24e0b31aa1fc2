import { describe, expect, it } from 'vitest';
import { impersonationLabel } from './impersonation.js';

describe('impersonationLabel', () => {
  it('names the admin and the shop, with stand-ins for names that are gone', () => {
    expect(impersonationLabel('Ada Admin', 'Seen Shop')).toBe('Admin Ada Admin as Seen Shop');
    expect(impersonationLabel(null, 'Seen Shop')).toBe('Admin unknown as Seen Shop');
    expect(impersonationLabel('Ada Admin', '')).toBe('Admin Ada Admin as the vendor');
  });
});
