import {
  BarChart3,
  Boxes,
  FileBarChart,
  FolderTree,
  Gauge,
  Landmark,
  LayoutDashboard,
  MessageSquare,
  Package,
  Percent,
  ScrollText,
  ShoppingCart,
  UserRound,
} from 'lucide-react';
import { type PortalNavItem, resolvePortalTitle } from '../portal/portal-nav-types';

/**
 * The vendor portal menu (spec 000 section 2, Vendor portal shell, plus Inventory, issue 15, whose
 * entry the shell gives the active-alert count). "Back to Store" is added by the layout.
 */
export const VENDOR_NAV: readonly PortalNavItem[] = [
  { label: 'Dashboard', to: '/vendor/dashboard', icon: LayoutDashboard },
  { label: 'Products', to: '/vendor/products', icon: Package },
  { label: 'Inventory', to: '/vendor/inventory', icon: Boxes },
  { label: 'Categories', to: '/vendor/categories', icon: FolderTree },
  { label: 'Orders', to: '/vendor/orders', icon: ShoppingCart },
  { label: 'Commissions', to: '/vendor/commissions', icon: Percent },
  { label: 'Payouts', to: '/vendor/payouts', icon: Landmark },
  { label: 'Inquiries', to: '/vendor/inquiries', icon: MessageSquare },
  {
    label: 'Analytics',
    to: '/vendor/analytics',
    icon: BarChart3,
    children: [
      { label: 'Business Overview', to: '/vendor/analytics', end: true },
      { label: 'Sales Performance', to: '/vendor/analytics/sales' },
      { label: 'Customer Insights', to: '/vendor/analytics/customers' },
      { label: 'Product Performance', to: '/vendor/analytics/products' },
      { label: 'Financial Reports', to: '/vendor/analytics/financial' },
      { label: 'Trends & Forecasts', to: '/vendor/analytics/trends' },
    ],
  },
  { label: 'Reports', to: '/vendor/reports', icon: FileBarChart },
  { label: 'Performance', to: '/vendor/performance', icon: Gauge },
  { label: 'Profile', to: '/vendor/profile', icon: UserRound },
  { label: 'Shop Activity', to: '/vendor/activity', icon: ScrollText },
];

/** Header titles of portal pages that are not in the menu. */
const OTHER_VENDOR_TITLES: Readonly<Record<string, string>> = {
  // The vendor order detail lives at /order/:id (spec 001) but belongs to Orders.
  '/order': 'Orders',
  '/vendor/customers': 'Customers',
};

/** The header title for a vendor portal path: the active menu entry's name. */
export function vendorPageTitle(pathname: string): string {
  return resolvePortalTitle(VENDOR_NAV, pathname, OTHER_VENDOR_TITLES, 'Vendor Portal');
}
