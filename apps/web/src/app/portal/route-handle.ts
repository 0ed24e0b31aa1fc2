import { useMatches } from 'react-router';

/** What portal routes declare in `handle`. */
export type PortalRouteHandle = {
  /** A page not built yet: the placeholder shows this title and sentence. */
  placeholder?: { title: string; description: string };
};

/** The placeholder text of the deepest matched route that declares one. */
export function usePlaceholderHandle(): PortalRouteHandle['placeholder'] {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const placeholder = (matches[i]?.handle as PortalRouteHandle | undefined)?.placeholder;
    if (placeholder) return placeholder;
  }
  return undefined;
}
