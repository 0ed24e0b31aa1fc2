import type { LucideIcon } from 'lucide-react';

/** One sidebar entry of a portal. */
export type PortalNavItem = {
  label: string;
  to: string;
  icon: LucideIcon;
  /**
   * A count shown after the label (unread inquiries, active alerts); nothing when absent or 0.
   * `label` says what it counts ('3 unread') and joins the link's accessible name.
   */
  badge?: { count: number; label: string } | undefined;
  /** Sub-pages listed under the entry; each has its own header title. */
  children?: PortalNavChild[];
};

export type PortalNavChild = {
  label: string;
  to: string;
  /** Active only on exactly this path (the section's own page). */
  end?: boolean;
};

function isWithin(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}

/**
 * The header title of a portal page: the active menu entry (the longest matching one, so a
 * sub-page wins over its section), else a title for pages outside the menu, else `fallback`.
 */
export function resolvePortalTitle(
  nav: readonly PortalNavItem[],
  pathname: string,
  otherTitles: Readonly<Record<string, string>>,
  fallback: string,
): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  let best: { length: number; title: string } | null = null;
  // On equal length a sub-page wins over its section (/vendor/analytics is "Business Overview").
  const consider = (to: string, title: string, { end = false, winsTies = false } = {}) => {
    const matches = end ? path === to : isWithin(path, to);
    if (!matches) return;
    if (!best || to.length > best.length || (winsTies && to.length === best.length)) {
      best = { length: to.length, title };
    }
  };
  for (const item of nav) {
    consider(item.to, item.label);
    for (const child of item.children ?? [])
      consider(child.to, child.label, { end: child.end, winsTies: true });
  }
  for (const [to, title] of Object.entries(otherTitles)) consider(to, title);
  return (best as { length: number; title: string } | null)?.title ?? fallback;
}
