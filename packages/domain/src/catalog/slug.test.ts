import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_SLUG_LENGTH, nextFreeSlug, resolveSlug, slugify } from './slug.js';

describe('slug rules (spec 001 section 5)', () => {
  it('lowercases and turns every other character into a hyphen', () => {
    expect(slugify('Hello World')).toBe('hello-world');
    expect(slugify('USB-C Cable (2m)')).toBe('usb-c-cable-2m');
    expect(slugify('Café & Crème')).toBe('caf-cr-me');
    expect(slugify('a_b.c/d')).toBe('a-b-c-d');
  });

  it('collapses repeated hyphens and trims them', () => {
    expect(slugify('--a---b--')).toBe('a-b');
    expect(slugify('  !!Big   Sale!!  ')).toBe('big-sale');
  });

  it('generates the slug from the name when it is empty', () => {
    expect(resolveSlug('', 'Blue Ceramic Mug')).toBe('blue-ceramic-mug');
    expect(resolveSlug(undefined, 'Blue Ceramic Mug')).toBe('blue-ceramic-mug');
    expect(resolveSlug('   ', 'Mug')).toBe('mug');
    expect(resolveSlug('???', 'Mug')).toBe('mug');
    expect(resolveSlug('My Own Slug', 'Mug')).toBe('my-own-slug');
    expect(resolveSlug('', '!!!')).toBe('product');
  });

  it('always yields only a-z, 0-9 and single inner hyphens', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const slug = slugify(s);
        return (
          /^([a-z0-9]+(-[a-z0-9]+)*)?$/.test(slug) && slug.length <= MAX_SLUG_LENGTH && slugify(slug) === slug
        );
      }),
    );
  });

  it('finds the next free slug', () => {
    expect(nextFreeSlug('mug', [])).toBe('mug');
    expect(nextFreeSlug('mug', ['mug'])).toBe('mug-2');
    expect(nextFreeSlug('mug', ['mug', 'mug-2', 'mug-3'])).toBe('mug-4');
    const long = 'a'.repeat(MAX_SLUG_LENGTH);
    expect(nextFreeSlug(long, [long])).toHaveLength(MAX_SLUG_LENGTH);
  });
});
