import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  adminProductListQuerySchema,
  deactivateProductSchema,
  MODERATION_MESSAGES,
  MODERATION_REASON_MAX,
  moderationRefusesStatus,
} from './moderation.js';
import { PRODUCT_STATUSES } from './product-form.js';

describe('moderation rules', () => {
  it('refuses every status but inactive while held, and nothing when not held', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.constantFrom(...PRODUCT_STATUSES, undefined), (held, next) => {
        expect(moderationRefusesStatus(held, next)).toBe(held && next !== undefined && next !== 'inactive');
      }),
    );
  });

  it('requires a trimmed reason of at most 500 characters', () => {
    const issue = (body: unknown) => deactivateProductSchema.safeParse(body).error?.issues[0];
    expect(issue({})?.message).toBe(MODERATION_MESSAGES.reasonRequired);
    expect(issue({ reason: '  ' })?.message).toBe(MODERATION_MESSAGES.reasonRequired);
    expect(issue({ reason: 'x'.repeat(MODERATION_REASON_MAX + 1) })?.message).toBe(
      MODERATION_MESSAGES.reasonTooLong,
    );
    expect(issue({ reason: 'x'.repeat(MODERATION_REASON_MAX) })).toBeUndefined();
    expect(deactivateProductSchema.parse({ reason: '  Fake photos ' })).toEqual({ reason: 'Fake photos' });
  });

  it('reads the admin list filters from a query string', () => {
    expect(adminProductListQuerySchema.parse({ vendor: 'marketplace', status: 'moderated' })).toMatchObject({
      vendor: 'marketplace',
      status: 'moderated',
      page: 1,
      limit: 20,
      sort: 'newest',
    });
    expect(adminProductListQuerySchema.parse({ vendor: 'all', status: '', category: '' })).toMatchObject({
      vendor: undefined,
      status: undefined,
      category: undefined,
    });
    expect(adminProductListQuerySchema.safeParse({ vendor: 'acme' }).success).toBe(false);
  });
});
