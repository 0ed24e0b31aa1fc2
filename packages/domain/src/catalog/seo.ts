/** SEO limits and fallbacks of spec 001 section 5. */

export const SEO_LIMITS = { metaTitle: 60, metaDescription: 160, altText: 125 } as const;

/**
 * The text cut to at most `max` characters, on a word boundary when there is one
 * (whitespace collapsed first). A single word longer than `max` is cut hard.
 */
export function truncateOnWord(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max + 1);
  const lastSpace = cut.lastIndexOf(' ');
  const result = lastSpace > 0 ? cut.slice(0, lastSpace) : clean.slice(0, max);
  return result.replace(/[\s,;:.-]+$/, '');
}

/** Meta title to publish: the one given, or the product name (cut to 60 characters on a word). */
export function metaTitleFor(metaTitle: string | null | undefined, productName: string): string {
  const given = (metaTitle ?? '').trim();
  return given || truncateOnWord(productName, SEO_LIMITS.metaTitle);
}

/** Meta description to publish: the one given, or made from the description (at most 160, on a word). */
export function metaDescriptionFor(metaDescription: string | null | undefined, description: string): string {
  const given = (metaDescription ?? '').trim();
  return given || truncateOnWord(description, SEO_LIMITS.metaDescription);
}

/** Both fallbacks at once. */
export function resolveSeo(p: {
  title: string;
  description: string;
  metaTitle?: string | null;
  metaDescription?: string | null;
}): { metaTitle: string; metaDescription: string } {
  return {
    metaTitle: metaTitleFor(p.metaTitle, p.title),
    metaDescription: metaDescriptionFor(p.metaDescription, p.description),
  };
}
