import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * The head on client-side navigation (decision 0015). The server writes the first page's head
 * tags (marked data-seo) in place of index.html's title and description; each page keeps its own
 * <title> (React hoists it) and sets the one meta description with useMetaDescription.
 */

/** index.html's description, for every page that has none of its own. */
export const DEFAULT_DESCRIPTION = 'Marketplace: shop from independent sellers, or sell your own products.';

function descriptionMeta(doc: Document): HTMLMetaElement {
  let meta = doc.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = 'description';
    doc.head.append(meta);
  }
  return meta;
}

/** The page's meta description while it is shown; index.html's again when it goes. */
export function useMetaDescription(description: string | null | undefined): void {
  useEffect(() => {
    if (!description) return;
    const meta = descriptionMeta(document);
    meta.removeAttribute('data-seo');
    meta.content = description;
    return () => {
      meta.content = DEFAULT_DESCRIPTION;
    };
  }, [description]);
}

/**
 * Drops the tags the server wrote for the page it sent (canonical, Open Graph, JSON-LD, preload):
 * they describe that page, not the next. The description goes back to index.html's unless a
 * page has already set its own.
 */
export function dropServerHead(doc: Document = document): void {
  for (const element of doc.head.querySelectorAll('[data-seo]')) {
    if (element.matches('meta[name="description"]')) {
      element.setAttribute('content', DEFAULT_DESCRIPTION);
      element.removeAttribute('data-seo');
    } else {
      element.remove();
    }
  }
}

/** Calls dropServerHead on the first navigation away from the address the server answered. */
export function useServerHeadCleanup(): void {
  const { pathname, search } = useLocation();
  const served = useRef<string | null>(`${pathname}${search}`);
  useEffect(() => {
    if (served.current === null || served.current === `${pathname}${search}`) return;
    served.current = null;
    dropServerHead();
  }, [pathname, search]);
}
