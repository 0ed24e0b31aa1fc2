/** Slug rules of spec 001 section 5 (SEO fields). */

export const MAX_SLUG_LENGTH = 120;

/**
 * Lowercases, turns every character outside a-z, 0-9 and '-' into '-', collapses repeated
 * hyphens and trims them from both ends ('  Hello, World!! ' -> 'hello-world').
 */
export function slugify(input: string): string {
  const slug = input
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= MAX_SLUG_LENGTH) return slug;
  return slug.slice(0, MAX_SLUG_LENGTH).replace(/-+$/g, '');
}

/** The slug to store: the given one after the rules, or one made from the product name when empty. */
export function resolveSlug(slug: string | null | undefined, name: string): string {
  return slugify(slug ?? '') || slugify(name) || 'product';
}

/** `base`, or `base-2`, `base-3`, ... whichever is not taken yet. */
export function nextFreeSlug(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, MAX_SLUG_LENGTH - suffix.length).replace(/-+$/g, '')}${suffix}`;
    if (!used.has(candidate)) return candidate;
  }
}
