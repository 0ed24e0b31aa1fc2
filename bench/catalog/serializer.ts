/**
 * What turning a storefront page into JSON costs (issue 18, decision 0014): a 24-product page,
 * the full entity (before) and the lean card (after), through (1) the zod check + JSON.stringify
 * the storefront route did, (2) fastify-type-provider-zod's serializer (every other route:
 * zod encode + JSON.stringify), (3) JSON.stringify alone, (4) fast-json-stringify compiled once
 * from the schema's JSON Schema (plugins/serializer.ts). `npx tsx --conditions=source bench/catalog/serializer.ts`
 */
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../apps/server/src/lib/http.js';
import {
  listPagination,
  publicProductDto,
  storefrontListItemDto,
} from '../../apps/server/src/modules/catalog/products.schemas.js';
import { compileReplySerializer } from '../../apps/server/src/plugins/serializer.js';

const N = 24;
const pagination = {
  currentPage: 1,
  pageSize: N,
  totalItems: 95000,
  totalPages: 3959,
  hasNextPage: true,
  hasPrevPage: false,
  total: 95000,
  pages: 3959,
};
const id = (i: number) => `0190f2a4-5b6c-7d8e-9f00-${String(112233445566 + i).padStart(12, '0')}`;
const url = (i: number, v: string) => `/uploads/media/${id(i)}/${v}.webp`;
const vendor = { _id: id(999), businessName: 'Harbor & Pine Home Goods', logo: null };
const full = Array.from({ length: N }, (_, i) => ({
  _id: id(i),
  title: `Brushed Brass Desk Lamp ${i}`,
  name: `Brushed Brass Desk Lamp ${i}`,
  description:
    'A brushed brass desk lamp with an adjustable arm and a linen shade; warm light for reading, ' +
    'a weighted base, a switch on the cord and a bulb included. Made in small batches.',
  price: 49.99,
  shipping: 5,
  stock: 12,
  brand: 'Harbor & Pine',
  tags: ['lamp', 'brass'],
  keywords: ['desk lamp', 'reading light'],
  mainCategory: { _id: id(500), name: 'Home & Garden' },
  subCategory: { _id: id(501), name: 'Lighting' },
  category: { name: 'Home & Garden' },
  images: [0, 1].map((k) => ({
    _id: id(1000 + i * 2 + k),
    url: url(i, `original-${k}`),
    thumbUrl: url(i, `thumb-${k}`),
    displayUrl: url(i, `display-${k}`),
    isPrimary: k === 0,
    width: 1200,
    height: 1200,
  })),
  image: url(i, 'display-0'),
  video: null,
  status: 'active' as const,
  sku: `HP-LAMP-${i}`,
  slug: `brushed-brass-desk-lamp-${i}`,
  metaTitle: `Brushed Brass Desk Lamp ${i}`,
  metaDescription:
    'A brushed brass desk lamp with an adjustable arm and a linen shade; warm light for reading.',
  altText: '',
  seoKeywords: [],
  featured: false,
  vendor,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  inStock: true,
}));
const cards = full.map((p) => ({
  _id: p._id,
  title: p.title,
  price: p.price,
  stock: p.stock,
  inStock: true,
  image: p.image,
  thumbnail: p.images[0]!.thumbUrl,
  imageAlt: p.title,
  vendor: { _id: vendor._id, businessName: vendor.businessName },
}));

/** The fastest of several rounds: on a shared machine the minimum is the least disturbed. */
function time(label: string, fn: () => string, bytes: number) {
  for (let i = 0; i < 500; i++) fn();
  let best = Number.POSITIVE_INFINITY;
  for (let round = 0; round < 15; round++) {
    const runs = 300;
    const start = process.hrtime.bigint();
    for (let i = 0; i < runs; i++) fn();
    best = Math.min(best, Number(process.hrtime.bigint() - start) / 1000 / runs);
  }
  console.log(`${label.padEnd(58)} ${best.toFixed(1).padStart(7)} µs/page  ${(bytes / 1024).toFixed(1)} KB`);
  return best;
}

for (const [name, item, rows] of [
  ['full entity (before)', publicProductDto, full],
  ['lean card (after)', storefrontListItemDto, cards],
] as const) {
  const reply = envelope(z.object({ products: z.array(item), pagination: listPagination }));
  const body = { success: true as const, data: { products: rows, pagination } };
  const bytes = Buffer.byteLength(JSON.stringify(body));
  const viaZod = serializerCompiler({ schema: reply, method: 'GET', url: '/api/products' } as never) as (
    d: unknown,
  ) => string;
  const compiled = compileReplySerializer(reply)!;
  if (compiled(body) !== JSON.stringify(body)) throw new Error(`${name}: fast-json-stringify differs`);
  console.log(`\n${name}, ${N} products:`);
  time(
    '  zod parse + JSON.stringify (storefront route before)',
    () => JSON.stringify(reply.parse(body)),
    bytes,
  );
  time('  fastify-type-provider-zod serializer (other routes)', () => viaZod(body), bytes);
  time('  JSON.stringify alone', () => JSON.stringify(body), bytes);
  time('  fast-json-stringify, compiled once', () => compiled(body), bytes);
}
