import { describe, expect, it } from 'vitest';
import type { ImportGraph } from './import-graph.js';
import { cycleRules, cycleViolations, importRules, importViolations } from './rules.js';

const imp = (to: string, typeOnly = false) => ({ to, typeOnly });

/** One import (or cycle) that breaks each rule: the architecture test must name every one. */
const broken: ImportGraph = new Map([
  [
    'apps/server/src/modules/auth/auth.service.ts',
    [imp('apps/server/src/modules/orders/checkout.service.ts')],
  ],
  ['apps/server/src/app.ts', [imp('apps/server/src/modules/orders/orders.routes.ts')]],
  ['apps/web/src/features/cart/index.ts', [imp('apps/web/src/features/checkout/api/place-order.ts')]],
  ['apps/web/src/lib/format.ts', [imp('apps/web/src/features/cart/index.ts')]],
  ['apps/web/src/features/storefront/routes/product-page.tsx', [imp('apps/web/src/features/cart/index.ts')]],
  ['apps/web/src/shared/orders/order-groups.ts', [imp('apps/web/src/features/cart/index.ts', true)]],
  ['packages/domain/src/money.ts', [imp('node:crypto')]],
  ['apps/server/src/modules/orders/receipt.service.ts', [imp('fastify', true)]],
  [
    'apps/server/src/modules/orders/orders.routes.ts',
    [imp('apps/server/src/modules/orders/orders.queries.ts')],
  ],
  ['apps/server/src/modules/orders/cancel.service.ts', [imp('drizzle-orm')]],
  ['apps/server/src/modules/orders/a.ts', [imp('apps/server/src/modules/orders/b.ts')]],
  ['apps/server/src/modules/orders/b.ts', [imp('apps/server/src/modules/orders/a.ts')]],
  ['apps/server/src/modules/mail/index.ts', [imp('apps/server/src/modules/settings/index.ts')]],
  ['apps/server/src/modules/settings/index.ts', [imp('apps/server/src/modules/mail/index.ts')]],
]);

const allowed: ImportGraph = new Map([
  [
    'apps/server/src/modules/auth/auth.service.ts',
    [imp('apps/server/src/modules/accounts/index.ts'), imp('zod')],
  ],
  [
    'apps/server/src/modules/auth/auth.routes.ts',
    [imp('fastify'), imp('apps/server/src/modules/auth/auth.service.ts')],
  ],
  ['apps/server/src/modules/auth/auth.mappers.ts', [imp('apps/server/src/db/schema/index.ts', true)]],
  ['apps/server/src/modules/accounts/users.queries.ts', [imp('drizzle-orm')]],
  ['apps/web/src/features/cart/index.ts', [imp('apps/web/src/features/cart/api/cart.ts')]],
  [
    'apps/web/src/features/cart/routes/cart-page.tsx',
    [imp('apps/web/src/shared/cart/index.ts'), imp('apps/web/src/features/cart/use-cart.ts')],
  ],
  ['apps/web/src/app/routes.tsx', [imp('apps/web/src/features/cart/index.ts')]],
  ['packages/domain/src/money.ts', [imp('zod'), imp('packages/domain/src/messages.ts')]],
  ['apps/server/src/context.ts', [imp('apps/server/src/modules/auth/index.ts', true)]],
  ['apps/server/src/modules/auth/index.ts', [imp('apps/server/src/context.ts', true)]],
]);

describe('architecture rules', () => {
  it('name every deliberate violation', () => {
    const found = new Set([...importViolations(broken), ...cycleViolations(broken)].map((v) => v.rule));
    expect([...found].sort()).toEqual([...importRules, ...cycleRules].map((rule) => rule.name).sort());
  });

  it('catch a web feature importing another feature, and shared/ importing a feature', () => {
    const web = importViolations(broken).filter((v) => v.rule.startsWith('web-'));
    expect(web).toContainEqual({
      rule: 'web-feature-imports-feature',
      detail:
        'apps/web/src/features/storefront/routes/product-page.tsx -> apps/web/src/features/cart/index.ts',
    });
    expect(web).toContainEqual({
      rule: 'web-shared-imports-feature',
      detail: 'apps/web/src/shared/orders/order-groups.ts -> apps/web/src/features/cart/index.ts',
    });
  });

  it('let allowed imports through (index.ts, own module, type-only cycles, queries with drizzle)', () => {
    expect([...importViolations(allowed), ...cycleViolations(allowed)]).toEqual([]);
  });
});
