import type { ReportStatus, ReportType } from '@market/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { PageInfo } from '@/lib/pagination';

/** GET /api/vendors/reports/sales (apps/server/src/modules/reports/sales-report.schemas.ts). Money in major units. */
export type SalesReport = {
  reportType: ReportType;
  vendorId: string;
  filters: {
    status: ReportStatus;
    category: string | null;
    categoryName: string | null;
    minAmount: number | null;
    maxAmount: number | null;
  };
  period: {
    startDate: string;
    endDate: string;
    days: number;
    timeRange: number | null;
    previousStartDate: string;
    previousEndDate: string;
  };
  source: 'rollups' | 'orders';
  categories: { id: string; name: string }[];
  summary: { totalSales: number; ordersCount: number; averageOrder: number | null; unitsSold: number };
  dailySales: { date: string; sales: number; orders: number; units: number }[];
  categorySales: { id: string | null; name: string; value: number }[];
  productSales:
    | {
        id: string;
        name: string;
        category: string | null;
        image: string | null;
        unitsSold: number;
        revenue: number;
        averagePrice: number | null;
        previousRevenue: number;
        /** A fraction (0.25 = +25%); null when nothing sold in the previous period. */
        growth: number | null;
      }[]
    | null;
  topCustomers:
    | {
        name: string;
        email: string;
        ordersCount: number;
        totalSpent: number;
        averageOrder: number | null;
        lastOrder: string;
      }[]
    | null;
  /** Customers type only: the period's customers as Customer Insights counts them, and the sales new/returning. */
  customerAnalysis: CustomerAnalysis | null;
  salesTrends: SalesTrend[] | null;
  lines: {
    items: SalesReportLine[];
    pagination: PageInfo;
  } | null;
};

export type CustomerAnalysis = {
  totalCustomers: number;
  newCustomers: number;
  returningCustomers: number;
  repeatCustomers: number;
  /** Percent, one decimal; null when nobody ordered in the period. */
  repeatCustomerRate: number | null;
  repeatRateDefinition: string;
  newCustomerOrders: number;
  returningCustomerOrders: number;
  newCustomerSales: number;
  returningCustomerSales: number;
};

type TrendSide = { startDate: string; endDate: string; sales: number; orders: number; units: number };
export type SalesTrend = {
  label: string;
  days: number;
  current: TrendSide;
  previous: TrendSide;
  salesChange: number | null;
  ordersChange: number | null;
  unitsChange: number | null;
};

export type SalesReportLine = {
  id: string;
  orderNumber: string;
  date: string;
  customerName: string;
  customerEmail: string;
  status: string;
  product: string;
  sku: string;
  category: string | null;
  quantity: number;
  unitPrice: number;
  total: number;
};

/** The report's filters as sent: dates only when both are set (spec 001 section 5), else the preset. */
export type SalesReportFilters = {
  reportType: ReportType;
  timeRange?: number;
  startDate?: string;
  endDate?: string;
  category?: string;
  status?: ReportStatus;
  minAmount?: string;
  maxAmount?: string;
};

export function fetchSalesReport(params: SalesReportFilters & { page: number }, signal?: AbortSignal) {
  return apiRequest<SalesReport>('/vendors/reports/sales', { role: 'vendor', query: params, signal });
}

export function salesReportQueryOptions(params: SalesReportFilters & { page: number }) {
  return queryOptions({
    queryKey: ['vendor', 'reports', 'sales', params],
    queryFn: ({ signal }) => fetchSalesReport(params, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useSalesReport(params: SalesReportFilters & { page: number }) {
  return useQuery(salesReportQueryOptions(params));
}
