import { consumeFifo, GLOBAL_CATEGORY_NAMES, slugify, toMinor, type ValuationBatch } from '@market/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { v7 as uuidv7 } from 'uuid';
import type { AppContext } from '../context.js';
import {
  categories,
  inventoryBatches,
  inventoryItems,
  productMedia,
  products,
  stockMovements,
} from '../db/schema/index.js';
import { storageFor } from '../lib/storage.js';
import { type StoredMedia, storeImage } from '../modules/catalog/index.js';
import type { SeedRefs } from './accounts.js';

/** Children of the twelve marketplace categories. */
export const GLOBAL_SUBCATEGORIES: Record<(typeof GLOBAL_CATEGORY_NAMES)[number], string[]> = {
  Electronics: ['Phones & Accessories', 'Computers', 'Audio', 'Cameras'],
  'Fashion & Apparel': ['Men', 'Women', 'Shoes'],
  'Home & Garden': ['Furniture', 'Kitchen', 'Decor', 'Plants'],
  'Sports & Outdoors': ['Camping', 'Fitness', 'Cycling'],
  'Books & Media': ['Fiction', 'Non-fiction', 'Music'],
  'Health & Beauty': ['Skincare', 'Wellness'],
  'Toys & Games': ['Board Games', 'Puzzles', 'Kids'],
  Automotive: ['Car Care', 'Car Accessories'],
  'Jewelry & Accessories': ['Necklaces', 'Watches', 'Bags'],
  'Art & Crafts': ['Painting', 'Knitting & Sewing'],
  'Food & Beverages': ['Coffee & Tea', 'Snacks', 'Pantry'],
  'Office Supplies': ['Stationery', 'Desk Organisation'],
};

const CATEGORY_DESCRIPTIONS: Record<string, string> = {
  Electronics: 'Phones, computers, audio and cameras.',
  'Fashion & Apparel': 'Clothing and shoes for everyone.',
  'Home & Garden': 'Furniture, kitchen, decor and plants.',
  'Sports & Outdoors': 'Gear for camps, trails, gyms and bikes.',
  'Books & Media': 'Books, music and more to read and hear.',
  'Health & Beauty': 'Skincare and wellness.',
  'Toys & Games': 'Board games, puzzles and toys for kids.',
  Automotive: 'Care and accessories for your car.',
  'Jewelry & Accessories': 'Necklaces, watches and bags.',
  'Art & Crafts': 'Paints, yarns and everything to make things.',
  'Food & Beverages': 'Coffee, tea, snacks and pantry staples.',
  'Office Supplies': 'Stationery and a tidy desk.',
};

/**
 * The twelve marketplace categories (idempotent): returns their ids by name. Safe to run at
 * every start-up of an empty or existing database.
 */
export async function ensureGlobalCategories(ctx: AppContext): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  for (const name of GLOBAL_CATEGORY_NAMES) {
    await ctx.db
      .insert(categories)
      .values({ name, slug: slugify(name), description: CATEGORY_DESCRIPTIONS[name] ?? name })
      .onConflictDoNothing();
    const [row] = await ctx.db
      .select({ id: categories.id })
      .from(categories)
      .where(
        and(
          isNull(categories.vendorId),
          isNull(categories.parentId),
          sql`lower(${categories.name}) = lower(${name})`,
        ),
      );
    ids[name] = row!.id;
  }
  return ids;
}

type Owner = 'demo' | 'greenleaf' | 'peak' | 'market';
type Spec = {
  owner: Owner;
  title: string;
  brand: string;
  main: string;
  sub?: string;
  price: number;
  shipping: number;
  stock: number;
  status?: 'active' | 'inactive' | 'draft';
  featured?: boolean;
  images?: number;
  description: string;
};

// 60 products: about a quarter each for the three approved demo vendors and the marketplace.
const PRODUCTS: Spec[] = [
  // Demo Traders: electronics and home goods.
  {
    owner: 'demo',
    title: 'Wireless Earbuds Pro',
    brand: 'Sonic',
    main: 'Electronics',
    sub: 'Audio',
    price: 79.99,
    shipping: 4.99,
    stock: 42,
    featured: true,
    images: 2,
    description: 'Noise-cancelling wireless earbuds with a 24-hour charging case and clear calls.',
  },
  {
    owner: 'demo',
    title: 'USB-C Fast Charger 65W',
    brand: 'Voltix',
    main: 'Electronics',
    sub: 'Phones & Accessories',
    price: 34.5,
    shipping: 2.5,
    stock: 120,
    description: 'Compact GaN charger that powers a laptop and a phone at once.',
  },
  {
    owner: 'demo',
    title: 'Bluetooth Speaker Mini',
    brand: 'Sonic',
    main: 'Electronics',
    sub: 'Audio',
    price: 29.99,
    shipping: 3.99,
    stock: 3,
    description: 'Pocket speaker with deep bass, splash resistant, 12 hours of music.',
  },
  {
    owner: 'demo',
    title: '4K Action Camera',
    brand: 'Lensio',
    main: 'Electronics',
    sub: 'Cameras',
    price: 149,
    shipping: 6,
    stock: 0,
    description: 'Waterproof 4K camera with image stabilisation and a wide-angle lens.',
  },
  {
    owner: 'demo',
    title: 'Mechanical Keyboard',
    brand: 'Keyforge',
    main: 'Electronics',
    sub: 'Computers',
    price: 89,
    shipping: 5,
    stock: 18,
    featured: true,
    description: 'Hot-swappable mechanical keyboard with tactile switches and white backlight.',
  },
  {
    owner: 'demo',
    title: 'Wireless Mouse',
    brand: 'Keyforge',
    main: 'Electronics',
    sub: 'Computers',
    price: 24.99,
    shipping: 2,
    stock: 4,
    description: 'Silent wireless mouse with a rechargeable battery.',
  },
  {
    owner: 'demo',
    title: 'Phone Case Clear',
    brand: 'Shieldy',
    main: 'Electronics',
    sub: 'Phones & Accessories',
    price: 12.99,
    shipping: 1.5,
    stock: 200,
    description: 'Slim clear case with raised edges to protect the screen and camera.',
  },
  {
    owner: 'demo',
    title: 'Refurbished Smartphone 128GB',
    brand: 'Pixelon',
    main: 'Refurbished',
    sub: 'Refurbished Phones',
    price: 219,
    shipping: 0,
    stock: 6,
    description: 'Tested and graded A refurbished smartphone with a 12-month warranty.',
  },
  {
    owner: 'demo',
    title: 'Stainless Steel Kettle',
    brand: 'Brewmate',
    main: 'Home & Garden',
    sub: 'Kitchen',
    price: 39.99,
    shipping: 6.5,
    stock: 25,
    images: 2,
    description: 'Fast-boil 1.7 litre kettle with a keep-warm setting.',
  },
  {
    owner: 'demo',
    title: 'Non-stick Frying Pan',
    brand: 'Brewmate',
    main: 'Home & Garden',
    sub: 'Kitchen',
    price: 27.5,
    shipping: 5,
    stock: 2,
    description: 'Ceramic non-stick pan, oven safe, works on induction.',
  },
  {
    owner: 'demo',
    title: 'LED Desk Lamp',
    brand: 'Lumen',
    main: 'Home & Garden',
    sub: 'Decor',
    price: 32,
    shipping: 4,
    stock: 14,
    description: 'Dimmable LED desk lamp with a USB charging port.',
  },
  {
    owner: 'demo',
    title: 'Smart Plug (2-pack)',
    brand: 'Voltix',
    main: 'Electronics',
    price: 21.99,
    shipping: 2.5,
    stock: 0,
    status: 'inactive',
    description: 'Schedule lamps and fans from your phone.',
  },
  {
    owner: 'demo',
    title: 'Webcam HD 1080p',
    brand: 'Lensio',
    main: 'Electronics',
    sub: 'Computers',
    price: 45,
    shipping: 3,
    stock: 9,
    status: 'draft',
    description: 'Full HD webcam with a privacy cover and dual microphones.',
  },
  {
    owner: 'demo',
    title: 'Portable Power Bank 20000mAh',
    brand: 'Voltix',
    main: 'Electronics',
    sub: 'Phones & Accessories',
    price: 39,
    shipping: 3,
    stock: 33,
    description: 'High capacity power bank with fast charging for two devices.',
  },
  {
    owner: 'demo',
    title: 'Over-Ear Headphones',
    brand: 'Sonic',
    main: 'Electronics',
    sub: 'Audio',
    price: 119,
    shipping: 5,
    stock: 11,
    description: 'Comfortable over-ear headphones with active noise cancelling.',
  },

  // Green Leaf Home: plants, planters, wellness.
  {
    owner: 'greenleaf',
    title: 'Monstera Deliciosa Plant',
    brand: 'Green Leaf',
    main: 'Home & Garden',
    sub: 'Plants',
    price: 45,
    shipping: 9.5,
    stock: 12,
    featured: true,
    images: 2,
    description: 'A lush Swiss cheese plant in a 20 cm nursery pot, easy to care for.',
  },
  {
    owner: 'greenleaf',
    title: 'Snake Plant',
    brand: 'Green Leaf',
    main: 'Home & Garden',
    sub: 'Plants',
    price: 28,
    shipping: 7,
    stock: 20,
    description: 'Hardy air-purifying plant that thrives on little light and water.',
  },
  {
    owner: 'greenleaf',
    title: 'Ceramic Planter Set',
    brand: 'Green Leaf',
    main: 'Home & Garden',
    sub: 'Decor',
    price: 36,
    shipping: 8,
    stock: 4,
    description: 'Three matte ceramic planters with drainage holes and bamboo saucers.',
  },
  {
    owner: 'greenleaf',
    title: 'Hanging Macrame Planter',
    brand: 'Knotty',
    main: 'Home & Garden',
    sub: 'Decor',
    price: 19.5,
    shipping: 3.5,
    stock: 30,
    description: 'Hand-knotted cotton hanger for pots up to 18 cm.',
  },
  {
    owner: 'greenleaf',
    title: 'Organic Potting Mix 10L',
    brand: 'Green Leaf',
    main: 'Home & Garden',
    sub: 'Plants',
    price: 12,
    shipping: 5,
    stock: 0,
    description: 'Peat-free potting mix rich in compost for indoor plants.',
  },
  {
    owner: 'greenleaf',
    title: 'Lavender Essential Oil',
    brand: 'Calm Co',
    main: 'Health & Beauty',
    sub: 'Wellness',
    price: 14.99,
    shipping: 2,
    stock: 55,
    description: 'Pure steam-distilled lavender oil for diffusers and baths.',
  },
  {
    owner: 'greenleaf',
    title: 'Aloe Vera Face Gel',
    brand: 'Calm Co',
    main: 'Health & Beauty',
    sub: 'Skincare',
    price: 11.5,
    shipping: 2,
    stock: 3,
    description: 'Soothing gel with 98% aloe vera for dry or sun-kissed skin.',
  },
  {
    owner: 'greenleaf',
    title: 'Soy Candle Fig & Cedar',
    brand: 'Calm Co',
    main: 'Health & Beauty',
    sub: 'Wellness',
    price: 22,
    shipping: 3.5,
    stock: 26,
    description: 'Hand-poured soy wax candle, 45 hours of burn time.',
  },
  {
    owner: 'greenleaf',
    title: 'Bamboo Bath Caddy',
    brand: 'Green Leaf',
    main: 'Home & Garden',
    sub: 'Furniture',
    price: 34,
    shipping: 6,
    stock: 8,
    description: 'Extendable bath tray with a book and phone holder.',
  },
  {
    owner: 'greenleaf',
    title: 'Plant Lover Gift Set',
    brand: 'Green Leaf',
    main: 'Gift Sets',
    price: 59,
    shipping: 6,
    stock: 7,
    featured: true,
    description: 'A small plant, a planter, a mister and care cards in a gift box.',
  },
  {
    owner: 'greenleaf',
    title: 'Watering Can Brass',
    brand: 'Green Leaf',
    main: 'Home & Garden',
    sub: 'Plants',
    price: 29,
    shipping: 5,
    stock: 1,
    description: 'Long-spout brass watering can for precise indoor watering.',
  },
  {
    owner: 'greenleaf',
    title: 'Herb Garden Kit',
    brand: 'Green Leaf',
    main: 'Home & Garden',
    sub: 'Plants',
    price: 24,
    shipping: 4,
    stock: 15,
    status: 'draft',
    description: 'Grow basil, parsley and chives on a sunny windowsill.',
  },
  {
    owner: 'greenleaf',
    title: 'Rosehip Face Oil',
    brand: 'Calm Co',
    main: 'Health & Beauty',
    sub: 'Skincare',
    price: 18,
    shipping: 2,
    stock: 22,
    description: 'Cold-pressed rosehip oil for night-time skin care.',
  },
  {
    owner: 'greenleaf',
    title: 'Linen Cushion Cover',
    brand: 'Green Leaf',
    main: 'Home & Garden',
    sub: 'Decor',
    price: 21,
    shipping: 3,
    stock: 40,
    description: 'Stonewashed linen cushion cover, 45 x 45 cm.',
  },
  {
    owner: 'greenleaf',
    title: 'Fiddle Leaf Fig',
    brand: 'Green Leaf',
    main: 'Home & Garden',
    sub: 'Plants',
    price: 65,
    shipping: 12,
    stock: 5,
    description: 'A statement fiddle leaf fig about 90 cm tall.',
  },

  // Peak Outdoor Co.: camping, fitness, cycling, car.
  {
    owner: 'peak',
    title: 'Ultralight 2-Person Tent',
    brand: 'Summit',
    main: 'Sports & Outdoors',
    sub: 'Camping',
    price: 189,
    shipping: 12,
    stock: 9,
    featured: true,
    images: 2,
    description: 'Freestanding backpacking tent, 1.6 kg, with two doors and vestibules.',
  },
  {
    owner: 'peak',
    title: 'Down Sleeping Bag -5C',
    brand: 'Summit',
    main: 'Sports & Outdoors',
    sub: 'Camping',
    price: 159,
    shipping: 8,
    stock: 4,
    description: 'Warm 650-fill down sleeping bag that packs down small.',
  },
  {
    owner: 'peak',
    title: 'Camping Stove Compact',
    brand: 'Flare',
    main: 'Sports & Outdoors',
    sub: 'Camping',
    price: 42,
    shipping: 4,
    stock: 31,
    description: 'Fold-away gas stove that boils a litre in three minutes.',
  },
  {
    owner: 'peak',
    title: 'Trekking Poles Carbon',
    brand: 'Summit',
    main: 'Sports & Outdoors',
    sub: 'Camping',
    price: 69,
    shipping: 5,
    stock: 0,
    description: 'Adjustable carbon trekking poles with cork grips.',
  },
  {
    owner: 'peak',
    title: 'Yoga Mat Natural Rubber',
    brand: 'Flow',
    main: 'Sports & Outdoors',
    sub: 'Fitness',
    price: 49,
    shipping: 6,
    stock: 27,
    description: 'Non-slip natural rubber yoga mat, 4 mm.',
  },
  {
    owner: 'peak',
    title: 'Adjustable Dumbbells 20kg',
    brand: 'Ironside',
    main: 'Sports & Outdoors',
    sub: 'Fitness',
    price: 129,
    shipping: 15,
    stock: 2,
    description: 'Pair of adjustable dumbbells from 2 to 20 kg each.',
  },
  {
    owner: 'peak',
    title: 'Resistance Bands Set',
    brand: 'Flow',
    main: 'Sports & Outdoors',
    sub: 'Fitness',
    price: 19.99,
    shipping: 2,
    stock: 80,
    description: 'Five latex bands from light to extra heavy with a carry bag.',
  },
  {
    owner: 'peak',
    title: 'Bike Light Set USB',
    brand: 'Spoke',
    main: 'Sports & Outdoors',
    sub: 'Cycling',
    price: 25,
    shipping: 2.5,
    stock: 45,
    description: 'Bright rechargeable front and rear bike lights.',
  },
  {
    owner: 'peak',
    title: 'Cycling Helmet',
    brand: 'Spoke',
    main: 'Sports & Outdoors',
    sub: 'Cycling',
    price: 59,
    shipping: 6,
    stock: 12,
    description: 'Light ventilated helmet with an adjustable fit system.',
  },
  {
    owner: 'peak',
    title: 'Insulated Water Bottle 1L',
    brand: 'Summit',
    main: 'Sports & Outdoors',
    sub: 'Camping',
    price: 24,
    shipping: 3,
    stock: 60,
    description: 'Keeps drinks cold for 24 hours and hot for 12.',
  },
  {
    owner: 'peak',
    title: 'Car Roof Cargo Bag',
    brand: 'Roadie',
    main: 'Automotive',
    sub: 'Car Accessories',
    price: 79,
    shipping: 9,
    stock: 6,
    description: 'Waterproof 425 litre roof bag that fits cars without racks.',
  },
  {
    owner: 'peak',
    title: 'Car Wash Kit',
    brand: 'Roadie',
    main: 'Automotive',
    sub: 'Car Care',
    price: 35,
    shipping: 6,
    stock: 17,
    description: 'Shampoo, wax, microfibre mitt and towels for a full wash.',
  },
  {
    owner: 'peak',
    title: 'Tyre Inflator Portable',
    brand: 'Roadie',
    main: 'Automotive',
    sub: 'Car Accessories',
    price: 54,
    shipping: 5,
    stock: 0,
    status: 'inactive',
    description: 'Cordless tyre inflator with a digital gauge.',
  },
  {
    owner: 'peak',
    title: 'Headlamp 400 Lumen',
    brand: 'Flare',
    main: 'Sports & Outdoors',
    sub: 'Camping',
    price: 29,
    shipping: 2.5,
    stock: 23,
    description: 'Rechargeable headlamp with red light mode.',
  },
  {
    owner: 'peak',
    title: 'Foam Roller',
    brand: 'Flow',
    main: 'Sports & Outdoors',
    sub: 'Fitness',
    price: 22,
    shipping: 4,
    stock: 35,
    description: 'Firm foam roller for recovery after runs and rides.',
  },

  // The marketplace's own products.
  {
    owner: 'market',
    title: 'The Quiet Garden (Novel)',
    brand: 'Harbor Press',
    main: 'Books & Media',
    sub: 'Fiction',
    price: 16.99,
    shipping: 3,
    stock: 50,
    featured: true,
    description: 'A gentle novel about a family who rebuilds an old walled garden.',
  },
  {
    owner: 'market',
    title: 'Field Guide to Birds',
    brand: 'Harbor Press',
    main: 'Books & Media',
    sub: 'Non-fiction',
    price: 24.5,
    shipping: 3,
    stock: 4,
    description: 'Illustrated guide to 300 common birds with range maps.',
  },
  {
    owner: 'market',
    title: 'Jazz Classics Vinyl',
    brand: 'Blue Room',
    main: 'Books & Media',
    sub: 'Music',
    price: 29,
    shipping: 4,
    stock: 12,
    description: 'Twelve timeless jazz standards on 180 g vinyl.',
  },
  {
    owner: 'market',
    title: 'Strategy Board Game',
    brand: 'Meeple Co',
    main: 'Toys & Games',
    sub: 'Board Games',
    price: 44,
    shipping: 6,
    stock: 19,
    featured: true,
    description: 'Build trade routes across an island, for 2 to 5 players.',
  },
  {
    owner: 'market',
    title: '1000-Piece Puzzle Mountains',
    brand: 'Meeple Co',
    main: 'Toys & Games',
    sub: 'Puzzles',
    price: 18,
    shipping: 4,
    stock: 0,
    description: 'A mountain lake at dawn in 1000 thick pieces.',
  },
  {
    owner: 'market',
    title: 'Wooden Building Blocks',
    brand: 'Tiny Hands',
    main: 'Toys & Games',
    sub: 'Kids',
    price: 32,
    shipping: 5,
    stock: 21,
    description: 'Sixty beech wood blocks painted with water-based colours.',
  },
  {
    owner: 'market',
    title: 'Silver Pendant Necklace',
    brand: 'Lune',
    main: 'Jewelry & Accessories',
    sub: 'Necklaces',
    price: 58,
    shipping: 3,
    stock: 8,
    images: 2,
    description: 'Sterling silver crescent pendant on a 45 cm chain.',
  },
  {
    owner: 'market',
    title: 'Minimalist Watch',
    brand: 'Tempo',
    main: 'Jewelry & Accessories',
    sub: 'Watches',
    price: 95,
    shipping: 4,
    stock: 3,
    description: 'Slim watch with a leather strap and sapphire glass.',
  },
  {
    owner: 'market',
    title: 'Canvas Tote Bag',
    brand: 'Lune',
    main: 'Jewelry & Accessories',
    sub: 'Bags',
    price: 15,
    shipping: 2,
    stock: 90,
    description: 'Heavy cotton canvas tote with an inside pocket.',
  },
  {
    owner: 'market',
    title: 'Watercolour Paint Set',
    brand: 'Atelier',
    main: 'Art & Crafts',
    sub: 'Painting',
    price: 27,
    shipping: 3,
    stock: 14,
    description: 'Twenty-four artist watercolours in a metal tin with a brush.',
  },
  {
    owner: 'market',
    title: 'Merino Yarn Bundle',
    brand: 'Atelier',
    main: 'Art & Crafts',
    sub: 'Knitting & Sewing',
    price: 36,
    shipping: 4,
    stock: 2,
    description: 'Five skeins of soft merino yarn in autumn colours.',
  },
  {
    owner: 'market',
    title: 'Single Origin Coffee Beans',
    brand: 'Roastery 9',
    main: 'Food & Beverages',
    sub: 'Coffee & Tea',
    price: 14.5,
    shipping: 3,
    stock: 70,
    description: 'Ethiopian whole beans with notes of blueberry and jasmine, 500 g.',
  },
  {
    owner: 'market',
    title: 'Organic Green Tea',
    brand: 'Leaf & Cup',
    main: 'Food & Beverages',
    sub: 'Coffee & Tea',
    price: 9.99,
    shipping: 2,
    stock: 48,
    description: 'Japanese sencha green tea, 100 g loose leaf.',
  },
  {
    owner: 'market',
    title: 'Dotted Notebook A5',
    brand: 'Papier',
    main: 'Office Supplies',
    sub: 'Stationery',
    price: 12,
    shipping: 2,
    stock: 140,
    description: 'Lay-flat A5 notebook with 160 pages of dotted paper.',
  },
  {
    owner: 'market',
    title: 'Desk Organiser Walnut',
    brand: 'Papier',
    main: 'Office Supplies',
    sub: 'Desk Organisation',
    price: 39,
    shipping: 5,
    stock: 0,
    status: 'draft',
    description: 'Walnut desk tray with slots for pens, cards and a phone.',
  },
];

const PALETTE = [
  '#0f766e',
  '#b45309',
  '#7c3aed',
  '#be123c',
  '#1d4ed8',
  '#15803d',
  '#a21caf',
  '#c2410c',
  '#0369a1',
  '#4d7c0f',
];

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A 640 x 640 PNG: a coloured background with the product's initials and name. */
async function productPicture(title: string, index: number, variant: number): Promise<Buffer> {
  const color = PALETTE[(index * 3 + variant * 7) % PALETTE.length]!;
  const initials = title
    .split(/\s+/)
    .filter((w) => /^[A-Za-z0-9]/.test(w))
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
  const cut = title.lastIndexOf(' ', 24);
  const lines = title.length > 24 && cut > 0 ? [title.slice(0, cut), title.slice(cut + 1)] : [title];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="640" viewBox="0 0 800 800">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#111827" stop-opacity="0.85"/>
    </linearGradient></defs>
    <rect width="800" height="800" fill="url(#g)"/>
    <circle cx="${variant ? 620 : 400}" cy="${variant ? 180 : 330}" r="${variant ? 120 : 210}" fill="#ffffff" fill-opacity="0.12"/>
    <text x="400" y="400" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="220" font-weight="bold"
      fill="#ffffff" text-anchor="middle">${escapeXml(initials)}</text>
    ${lines
      .map(
        (line, i) =>
          `<text x="400" y="${590 + i * 60}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="48" fill="#ffffff" text-anchor="middle">${escapeXml(line)}</text>`,
      )
      .join('')}
  </svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer();
}

export type SeededProduct = {
  id: string;
  vendorId: string | null;
  title: string;
  sku: string;
  priceMinor: number;
  shippingMinor: number;
  stock: number;
  status: 'active' | 'inactive' | 'draft';
  image: string | null;
};

export type SeededCatalog = {
  /** Global categories by name ('Electronics', 'Electronics/Audio', ...). */
  categories: Record<string, string>;
  products: SeededProduct[];
};

const DAY = 86_400_000;

/** Days of a product's opening stock history: no order buys it before they are over. */
export const OPENING_DAYS = 10;

/** When the product at this place in the demo list was listed: from 400 days before `now`, six days apart. */
export function listedAt(now: Date, index: number): Date {
  return new Date(now.getTime() - (400 - index * 6) * DAY - (index % 7) * 3_600_000);
}

/**
 * Demo catalogue: the twelve global categories with their children, a few vendor categories,
 * 60 products across the three approved demo vendors and the marketplace (some low or out of
 * stock, some draft or inactive), generated images with their WebP variants, stock movements
 * and about a year of daily product views.
 */
export async function seedCatalog(ctx: AppContext, refs: SeedRefs): Promise<SeededCatalog> {
  const now = ctx.clock.now();
  const owners: Record<Owner, string | null> = {
    demo: refs.vendors.demo ?? null,
    greenleaf: refs.vendors.greenleaf ?? null,
    peak: refs.vendors.peak ?? null,
    market: null,
  };

  // Categories: global tree, then a few of the vendors' own.
  const mains = await ensureGlobalCategories(ctx);
  const categoryIds: Record<string, string> = { ...mains };
  const subRows = Object.entries(GLOBAL_SUBCATEGORIES).flatMap(([main, subs]) =>
    subs.map((name) => ({
      id: uuidv7(),
      parentId: mains[main]!,
      name,
      slug: slugify(name),
      description: `${name} in ${main}.`,
      key: `${main}/${name}`,
    })),
  );
  await ctx.db
    .insert(categories)
    .values(subRows.map(({ key: _key, ...row }) => row))
    .onConflictDoNothing();
  for (const row of subRows) {
    const [found] = await ctx.db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.parentId, row.parentId), sql`lower(${categories.name}) = lower(${row.name})`));
    categoryIds[row.key] = found!.id;
  }
  const vendorCategory = async (
    vendorId: string | null,
    name: string,
    parentId: string | null,
    description: string,
  ) => {
    const id = uuidv7();
    await ctx.db
      .insert(categories)
      .values({ id, vendorId, parentId, name, slug: slugify(name), description });
    return id;
  };
  const own: Record<string, string> = {};
  if (owners.demo) {
    own['demo:Refurbished'] = await vendorCategory(
      owners.demo,
      'Refurbished',
      null,
      'Tested second-hand devices.',
    );
    own['demo:Refurbished/Refurbished Phones'] = await vendorCategory(
      owners.demo,
      'Refurbished Phones',
      own['demo:Refurbished'],
      'Graded and tested phones.',
    );
    await vendorCategory(owners.demo, 'Chargers', mains.Electronics!, 'Our own charger range.');
  }
  if (owners.greenleaf) {
    own['greenleaf:Gift Sets'] = await vendorCategory(
      owners.greenleaf,
      'Gift Sets',
      null,
      'Boxed gifts for plant lovers.',
    );
  }

  const resolve = (spec: Spec) => {
    const ownMain = own[`${spec.owner}:${spec.main}`];
    const mainId = ownMain ?? categoryIds[spec.main]!;
    const subId = spec.sub
      ? (own[`${spec.owner}:${spec.main}/${spec.sub}`] ?? categoryIds[`${spec.main}/${spec.sub}`] ?? null)
      : null;
    return { mainId, subId };
  };

  // Pictures first (files), four at a time.
  const storage = storageFor(ctx.config);
  const specs = PRODUCTS.filter((s) => s.owner === 'market' || owners[s.owner]);
  const pictures: StoredMedia[][] = [];
  for (let i = 0; i < specs.length; i += 4) {
    const batch = await Promise.all(
      specs.slice(i, i + 4).map(async (spec, j) => {
        const index = i + j;
        const stored: StoredMedia[] = [];
        for (let v = 0; v < (spec.images ?? 1); v++) {
          const png = await productPicture(spec.title, index, v);
          stored.push(
            await storeImage(storage, { input: png, mimeType: 'image/png', ext: 'png', size: png.length }),
          );
        }
        return stored;
      }),
    );
    pictures.push(...batch);
  }

  const seeded: SeededProduct[] = [];
  await ctx.db.transaction(async (tx) => {
    const productRows: Array<typeof products.$inferInsert> = [];
    const inventoryRows: Array<typeof inventoryItems.$inferInsert> = [];
    const movementRows: Array<typeof stockMovements.$inferInsert> = [];
    const batchRows: Array<typeof inventoryBatches.$inferInsert> = [];
    const mediaRows: Array<typeof productMedia.$inferInsert> = [];
    const skuCount: Record<string, number> = {};
    specs.forEach((spec, index) => {
      const id = uuidv7();
      const vendorId = owners[spec.owner];
      const { mainId, subId } = resolve(spec);
      // Listed over the thirteen months before the seed, newest last in the list (the last about
      // six weeks ago); orders only buy a product once its opening stock history is over.
      const createdAt = listedAt(now, index);
      const prefix =
        spec.brand
          .replace(/[^A-Za-z]/g, '')
          .slice(0, 3)
          .toUpperCase() || 'SKU';
      skuCount[prefix] = (skuCount[prefix] ?? 0) + 1;
      const sku = `${prefix}-${String(1000 + skuCount[prefix]! * 7 + index)}`;
      productRows.push({
        id,
        vendorId,
        title: spec.title,
        description: spec.description,
        priceMinor: toMinor(spec.price),
        shippingMinor: toMinor(spec.shipping),
        brand: spec.brand,
        tags: [spec.main.split(' ')[0]!.toLowerCase(), ...(spec.sub ? [slugify(spec.sub)] : [])],
        keywords: spec.title.toLowerCase().split(/\s+/).slice(0, 3),
        mainCategoryId: mainId,
        subCategoryId: subId,
        status: spec.status ?? 'active',
        sku,
        slug: slugify(spec.title),
        altText: spec.title,
        featured: spec.featured ?? false,
        createdAt,
        updatedAt: createdAt,
      });
      // The opening history, over the product's first days (before any order buys it): an initial
      // delivery, a stock count, a restock, a last count ending at the stock. Each step starts
      // where the one before ended, so the history chains.
      const initial = spec.stock + 20 + (index % 5) * 4;
      const after = (days: number) => new Date(createdAt.getTime() + days * DAY);
      const steps = [
        { at: createdAt, type: 'initial' as const, after: initial, reason: 'Initial stock' },
        {
          at: after(3),
          type: 'adjustment' as const,
          after: Math.max(0, initial - 15),
          reason: 'Stock count',
        },
        {
          at: after(6),
          type: 'restock' as const,
          after: Math.max(0, initial - 15) + 10,
          reason: 'Supplier delivery',
        },
        {
          at: after(OPENING_DAYS - 1),
          type: 'adjustment' as const,
          after: spec.stock,
          reason: 'Stock count',
        },
      ];
      // Deliveries are batches with a unit cost (45 to 65 percent of the price); stock counts that
      // lower the stock consume them oldest first, as sales do (FIFO).
      const itemId = uuidv7();
      const unitCost = (share: number) => Math.round(toMinor(spec.price) * share);
      const batches: Array<ValuationBatch & { supplier: string }> = [];
      let before = 0;
      for (const [n, step] of steps.entries()) {
        let batchId: string | null = null;
        if (step.after > before && (step.type === 'initial' || step.type === 'restock')) {
          batchId = uuidv7();
          batches.push({
            id: batchId,
            quantity: step.after - before,
            remaining: step.after - before,
            unitCostMinor: unitCost(0.45 + ((index + n) % 5) * 0.05),
            receivedAt: step.at,
            supplier: n === 0 ? `${spec.brand || 'Main'} Supplies` : 'Wholesale Direct',
          });
        } else if (step.after < before) {
          for (const take of consumeFifo(batches, before - step.after)) {
            const b = batches.find((x) => x.id === take.id)!;
            b.remaining -= take.take;
          }
        }
        movementRows.push({
          batchId,
          productId: id,
          vendorId,
          type: step.type,
          quantity: step.after - before,
          currentBefore: before,
          currentAfter: step.after,
          reservedBefore: 0,
          reservedAfter: 0,
          reason: step.reason,
          createdAt: step.at,
        });
        before = step.after;
      }
      for (const b of batches) {
        batchRows.push({
          id: b.id,
          inventoryItemId: itemId,
          vendorId,
          quantity: b.quantity,
          remainingQuantity: b.remaining,
          unitCostMinor: b.unitCostMinor,
          receivedAt: b.receivedAt,
          supplier: b.supplier,
          reference: `PO-${sku}-${b.receivedAt.toISOString().slice(0, 10)}`,
          createdAt: b.receivedAt,
        });
      }
      inventoryRows.push({
        id: itemId,
        productId: id,
        vendorId,
        currentStock: spec.stock,
        reservedStock: 0,
        lastStockUpdate: steps.at(-1)!.at,
        createdAt,
        updatedAt: createdAt,
      });
      const media = pictures[index] ?? [];
      media.forEach((m, position) => {
        mediaRows.push({
          id: m.id,
          productId: id,
          kind: 'image',
          originalKey: m.originalKey,
          thumbKey: m.thumbKey,
          displayKey: m.displayKey,
          mimeType: m.mimeType,
          sizeBytes: m.sizeBytes,
          width: m.width,
          height: m.height,
          position,
          isPrimary: position === 0,
          createdAt,
        });
      });
      seeded.push({
        id,
        vendorId,
        title: spec.title,
        sku,
        priceMinor: toMinor(spec.price),
        shippingMinor: toMinor(spec.shipping),
        stock: spec.stock,
        status: spec.status ?? 'active',
        image: media[0]?.displayKey ? `/uploads/${media[0].displayKey}` : null,
      });
    });
    await tx.insert(products).values(productRows);
    await tx.insert(inventoryItems).values(inventoryRows);
    await tx.insert(stockMovements).values(movementRows);
    await tx.insert(inventoryBatches).values(batchRows);
    await tx.insert(productMedia).values(mediaRows);

    // About a year of daily views (from each product's creation), a weekly rhythm and more
    // interest in featured products; pseudo-random but the same on every run.
    const today = now.toISOString().slice(0, 10);
    await tx.execute(sql`insert into product_views_daily (product_id, day, views)
      select p.id, d::date,
        (abs(hashtext(p.id::text || d::date::text)) % 18
          + case when extract(dow from d) in (0, 6) then 6 else 0 end
          + case when p.featured then 12 else 0 end)::int
      from products p
      cross join generate_series(${today}::date - 364, ${today}::date, interval '1 day') as d
      where p.id in ${seeded.map((s) => s.id)} and d::date >= (p.created_at at time zone 'UTC')::date
        and p.status = 'active'`);
  });
  return { categories: categoryIds, products: seeded };
}
