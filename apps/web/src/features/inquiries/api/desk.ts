import type { Role } from '@market/domain';

/** Who answers inquiries: a vendor (its own) or the admins (the marketplace's desk). */
export type DeskScope = 'vendor' | 'admin';

export type Desk = {
  scope: DeskScope;
  role: Role;
  /** API base under /api. */
  apiBase: string;
  /** The list page in the app. */
  listPath: string;
};

export const DESKS: Record<DeskScope, Desk> = {
  vendor: { scope: 'vendor', role: 'vendor', apiBase: '/vendors/inquiries', listPath: '/vendor/inquiries' },
  admin: { scope: 'admin', role: 'admin', apiBase: '/admin/inquiries', listPath: '/admin/inquiries' },
};
