/**
 * The head tags the server writes into a storefront page before any script runs (decision 0015):
 * title, meta description, canonical URL, Open Graph, the LCP image preload and JSON-LD. Every value
 * comes from sellers or buyers, so every one is escaped here and nowhere else.
 */
export type PageHead = {
  title: string;
  description: string;
  /** Absolute URL. */
  canonical?: string;
  /** Open Graph type: website, product, profile. */
  ogType?: string;
  /** Absolute URL of the page's image (Open Graph). */
  image?: string;
  /** The page's main (LCP) image, as the page's own <img> asks for it. */
  preloadImage?: string;
  /** Structured data, written as application/ld+json. */
  jsonLd?: Record<string, unknown>;
  /** Ask search engines not to index the page (the not-found page). */
  noindex?: boolean;
  /** Extra <meta property> pairs (e.g. product:price:amount). */
  properties?: Array<[string, string]>;
};

export const SITE_NAME = 'Marketplace';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for an HTML text node or a quoted attribute value. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/**
 * JSON for inside a <script> element: `<`, `>` and `&` as \u escapes (no `</script>` or `<!--` can
 * end it early) and the two line separators JavaScript once refused in strings.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Collapses whitespace and cuts at `max` characters on a word boundary, with an ellipsis. */
export function summarize(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * The tags, each marked data-seo so the web app can drop them once it navigates to another page
 * (they describe the page the server sent).
 */
export function renderHead(head: PageHead): string {
  const tags: string[] = [];
  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    tags.push(`<meta ${attr}="${key}" content="${escapeHtml(content)}" data-seo />`);
  tags.push(`<title data-seo>${escapeHtml(head.title)}</title>`);
  meta('name', 'description', head.description);
  if (head.noindex) meta('name', 'robots', 'noindex');
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" data-seo />`);
  if (head.preloadImage)
    tags.push(
      `<link rel="preload" as="image" href="${escapeHtml(head.preloadImage)}" fetchpriority="high" data-seo />`,
    );
  if (head.ogType) {
    meta('property', 'og:site_name', SITE_NAME);
    meta('property', 'og:type', head.ogType);
    meta('property', 'og:title', head.title);
    meta('property', 'og:description', head.description);
    if (head.canonical) meta('property', 'og:url', head.canonical);
    if (head.image) meta('property', 'og:image', head.image);
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary');
  }
  for (const [key, value] of head.properties ?? []) meta('property', key, value);
  if (head.jsonLd)
    tags.push(`<script type="application/ld+json" data-seo>${scriptJson(head.jsonLd)}</script>`);
  return tags.join('\n    ');
}
