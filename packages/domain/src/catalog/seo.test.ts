import { describe, expect, it } from 'vitest';
import { metaDescriptionFor, metaTitleFor, resolveSeo, SEO_LIMITS, truncateOnWord } from './seo.js';

describe('SEO limits and fallbacks', () => {
  it('has the spec limits', () => {
    expect(SEO_LIMITS).toEqual({ metaTitle: 60, metaDescription: 160, altText: 125 });
  });

  it('falls back to the product name for an empty meta title', () => {
    expect(metaTitleFor('', 'Trail Shoes')).toBe('Trail Shoes');
    expect(metaTitleFor('  ', 'Trail Shoes')).toBe('Trail Shoes');
    expect(metaTitleFor('Best shoes', 'Trail Shoes')).toBe('Best shoes');
    expect(metaTitleFor(null, 'word '.repeat(20)).length).toBeLessThanOrEqual(60);
  });

  it('generates the meta description from the description, at most 160 characters on a word', () => {
    const description = `${'lorem ipsum '.repeat(20)}end`;
    const meta = metaDescriptionFor('', description);
    expect(meta.length).toBeLessThanOrEqual(160);
    expect(meta.endsWith('lorem') || meta.endsWith('ipsum')).toBe(true);
    expect(description.startsWith(meta)).toBe(true);
    expect(metaDescriptionFor('', 'Short\n\n text')).toBe('Short text');
    expect(metaDescriptionFor('Given', description)).toBe('Given');
  });

  it('cuts a single overlong word hard', () => {
    expect(truncateOnWord('x'.repeat(200), 160)).toHaveLength(160);
    expect(truncateOnWord('exactly ten', 11)).toBe('exactly ten');
    expect(truncateOnWord('one two three', 9)).toBe('one two');
  });

  it('resolves both at once', () => {
    expect(
      resolveSeo({ title: 'Lamp', description: 'A warm lamp.', metaTitle: '', metaDescription: '' }),
    ).toEqual({ metaTitle: 'Lamp', metaDescription: 'A warm lamp.' });
  });
});
