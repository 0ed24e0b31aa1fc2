import { describe, expect, it } from 'vitest';
import type { ImportGraph } from './import-graph.js';
import { documentedMap, exportedNames, MAP_END, MAP_START, renderModuleMap } from './module-map.js';
import {
  cycleRules,
  cycleViolations,
  importRules,
  importViolations,
  tableRules,
  tableViolations,
} from './rules.js';
import { sqlText, type TableOwners, tablesNamedIn } from './tables.js';

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
  [
    'apps/server/src/modules/vendor-orders/commissions.queries.ts',
    [imp('apps/server/src/modules/orders/orders.tables.ts')],
  ],
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
  [
    'apps/server/src/modules/auth/auth.mappers.ts',
    [imp('apps/server/src/modules/auth/auth.tables.ts', true)],
  ],
  [
    'apps/server/src/modules/orders/orders.tables.ts',
    [imp('drizzle-orm'), imp('apps/server/src/modules/catalog/catalog.tables.ts')],
  ],
  [
    'apps/server/src/modules/orders/orders.queries.ts',
    [imp('apps/server/src/modules/orders/orders.tables.ts')],
  ],
  ['apps/server/src/db/schema/index.ts', [imp('apps/server/src/modules/orders/orders.tables.ts')]],
  ['apps/server/src/seed/orders.ts', [imp('apps/server/src/db/schema/index.ts')]],
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

const owners: TableOwners = new Map(
  [
    ['orders', 'orders'],
    ['order_parts', 'orders'],
    ['products', 'catalog'],
  ].map(([sqlName, module]) => [
    sqlName!,
    { sqlName: sqlName!, exportName: sqlName!, module: module!, file: '' },
  ]),
);

describe('table rules', () => {
  it('read the tables a statement names, in sql templates and sql.raw strings only', () => {
    const source =
      '// read from orders in a comment\nconst a = sql`select * from order_parts p join $' +
      "{x} on true`;\nconst b = sql.raw('update products set x = 1');\nconst c = sql`select 1 from $" +
      '{orders}`;';
    expect(tablesNamedIn(sqlText(source), owners)).toEqual(['order_parts', 'products']);
  });

  it('name SQL that names a table, and a module cycle made by table use', () => {
    const graph: ImportGraph = new Map([
      [
        'apps/server/src/modules/catalog/products.queries.ts',
        [imp('apps/server/src/modules/orders/index.ts')],
      ],
      ['apps/server/src/modules/orders/index.ts', []],
    ]);
    const sqlNames = new Map([['apps/server/src/modules/orders/checkout.queries.ts', ['products']]]);
    const found = tableViolations(graph, sqlNames, owners);
    expect(found).toEqual([
      {
        rule: 'sql-names-tables-through-schema',
        detail: 'apps/server/src/modules/orders/checkout.queries.ts: products',
      },
      { rule: 'no-module-cycle-with-tables', detail: 'modules/catalog <-> modules/orders' },
    ]);
    expect(tableRules.map((rule) => rule.name).sort()).toEqual([...new Set(found.map((v) => v.rule))].sort());
  });

  it('let the demo data loader name tables and owners use their own', () => {
    const graph: ImportGraph = new Map([
      [
        'apps/server/src/modules/orders/orders.queries.ts',
        [imp('apps/server/src/modules/orders/orders.tables.ts')],
      ],
    ]);
    expect(tableViolations(graph, new Map([['apps/server/src/seed/orders.ts', ['orders']]]), owners)).toEqual(
      [],
    );
  });
});

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

describe('module map', () => {
  const entry = {
    name: 'orders',
    holds: 'Orders.',
    tables: ['orders'],
    uses: ['mail'],
    exports: ['placeOrder'],
  };
  const doc = (map: string) => `# Architecture\n\n${MAP_START}\n\n${map}\n\n${MAP_END}\n`;

  it('reads value exports of an index.ts, types aside', () => {
    const source =
      "export { a, type B, c as d } from './x.js';\nexport function e() {}\nexport const f = 1;\nexport type G = 1;";
    expect(exportedNames(source)).toEqual(['a', 'd', 'e', 'f']);
  });

  it('tells a stale document from a current one', () => {
    const current = renderModuleMap([entry]);
    expect(documentedMap(doc(current))).toBe(current);
    const stale = renderModuleMap([{ ...entry, uses: [] }]);
    expect(documentedMap(doc(stale))).not.toBe(current);
    expect(documentedMap('# no markers')).toBeUndefined();
  });
});
