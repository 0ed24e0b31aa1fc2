import { describe, expect, it } from 'vitest';
import {
  PROFILE_FIELDS_COUNTED,
  payoutDetailsComplete,
  profileComplete,
  setupProgress,
} from './setup-checklist.js';

const full = {
  businessName: 'Sunrise Ceramics',
  contactFirstName: 'Rosa',
  phone: '+1 555 0199',
  street: '12 Kiln Road',
  city: 'Santa Fe',
  description: 'Hand-made mugs.',
};

describe('setup checklist rules (decision 0046)', () => {
  it('needs every counted profile field to hold more than spaces', () => {
    expect(PROFILE_FIELDS_COUNTED).toHaveLength(Object.keys(full).length);
    expect(profileComplete(full)).toBe(true);
    for (const key of Object.keys(full) as (keyof typeof full)[]) {
      expect(profileComplete({ ...full, [key]: '  ' }), key).toBe(false);
    }
  });

  it('needs the three bank details, and words the progress', () => {
    const bank = { bankName: 'First Bank', accountTitle: 'Sunrise', accountNumber: '0001' };
    expect(payoutDetailsComplete(bank)).toBe(true);
    expect(payoutDetailsComplete({ ...bank, accountNumber: '' })).toBe(false);
    expect(setupProgress(3, 5)).toBe('3 of 5 done');
  });
});
