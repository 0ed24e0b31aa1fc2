import type { Role } from '@market/domain';
import type { DeskScope } from '@/shared/inquiries/types';

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
