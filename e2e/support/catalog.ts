import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { snap } from './screenshots';

/** Catalogue journeys: real PNG files made on the fly, a product created through the API, screenshots. */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

type Rgb = readonly [number, number, number];

/** A real PNG (RGB, 8 bits): a diagonal gradient between two colours with a light disc in the middle. */
export function gradientPng(from: Rgb, to: Rgb, size = 480): Buffer {
  const rows: Buffer[] = [];
  const r = size * 0.28;
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3); // filter byte 0, then pixels
    for (let x = 0; x < size; x++) {
      const t = (x + y) / (2 * (size - 1));
      let px = from.map((c, i) => Math.round(c + (to[i]! - c) * t));
      const inDisc = (x - size / 2) ** 2 + (y - size / 2) ** 2 < r * r;
      if (inDisc) px = px.map((c) => Math.round(c + (255 - c) * 0.35));
      row.writeUInt8(px[0]!, 1 + x * 3);
      row.writeUInt8(px[1]!, 2 + x * 3);
      row.writeUInt8(px[2]!, 3 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Writes a gradient PNG to a temporary file and returns its path (for a file input). */
export function pngFile(name: string, from: Rgb, to: Rgb): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalog-e2e-'));
  const file = path.join(dir, name);
  fs.writeFileSync(file, gradientPng(from, to));
  return file;
}

/** A main category of the marketplace (GET /api/categories). */
export async function globalCategory(request: APIRequestContext, name: string): Promise<string> {
  const res = await request.get('/api/categories');
  expect(res.status()).toBe(200);
  const tree = (await res.json()).data as Array<{ _id: string; name: string }>;
  const found = tree.find((c) => c.name === name);
  expect(found, `category ${name}`).toBeTruthy();
  return found!._id;
}

/** Adds a product for a vendor through the API (multipart, like the Add product form). */
export async function createProduct(
  request: APIRequestContext,
  token: string,
  input: { title: string; description: string; price: number; stock: number; mainCategory: string },
): Promise<{ _id: string; title: string }> {
  const res = await request.post('/api/vendors/products', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      title: input.title,
      description: input.description,
      price: String(input.price),
      shipping: '4.5',
      stock: String(input.stock),
      mainCategory: JSON.stringify([input.mainCategory]),
      brand: 'Kettle & Co',
      images: {
        name: 'teapot.png',
        mimeType: 'image/png',
        buffer: gradientPng([14, 116, 144], [30, 41, 59]),
      },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data;
}

/**
 * A full-page screenshot once every image on the page has loaded, taken from the top of the page
 * (scrolled, the fixed portal sidebar and header would be drawn in the middle of it).
 */
export async function snapLoaded(page: Page, name: string): Promise<void> {
  // Images below the fold load lazily: ask for them all now, then wait until every one is done.
  await page.evaluate(() => {
    for (const img of document.images) img.loading = 'eager';
  });
  await page.waitForFunction(() => [...document.images].every((img) => img.complete));
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, name);
}
