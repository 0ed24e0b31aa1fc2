import {
  ClipboardCheck,
  FileCheck2,
  FolderTree,
  Landmark,
  LayoutDashboard,
  MessageSquare,
  Package,
  Scale,
  ScrollText,
  Settings,
  ShoppingCart,
  Store,
} from 'lucide-react';
import { type PortalNavItem, resolvePortalTitle } from '../portal/portal-nav-types';

/** The admin area menu. "Back to Store" and "Sign Out" are added by the layout. */
export const ADMIN_NAV: readonly PortalNavItem[] = [
  { label: 'Dashboard', to: '/admin/dashboard', icon: LayoutDashboard },
  { label: 'Vendor Applications', to: '/admin/vendor-applications', icon: ClipboardCheck },
  { label: 'Vendors', to: '/admin/vendors', icon: Store },
  { label: 'Products', to: '/admin/products', icon: Package },
  { label: 'Listing Review', to: '/admin/listing-review', icon: FileCheck2 },
  { label: 'Categories', to: '/admin/categories', icon: FolderTree },
  { label: 'Orders', to: '/admin/orders', icon: ShoppingCart },
  { label: 'Payouts', to: '/admin/payouts', icon: Landmark },
  { label: 'Reconciliation', to: '/admin/reconciliation', icon: Scale },
  { label: 'Inquiries', to: '/admin/inquiries', icon: MessageSquare },
  { label: 'Audit Log', to: '/admin/audit', icon: ScrollText },
  { label: 'Settings', to: '/admin/settings', icon: Settings },
];

export function adminPageTitle(pathname: string): string {
  return resolvePortalTitle(ADMIN_NAV, pathname, {}, 'Admin');
}
