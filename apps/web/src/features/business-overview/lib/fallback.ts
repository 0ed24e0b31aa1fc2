import type { BusinessOverview, BusinessRange, OverviewCard } from '../api/business-overview';

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const zero: OverviewCard = { value: 0, previous: null, change: null, reason: null, changeReason: null };

/**
 * The zeroed stand-in the Business Report shows when the report could not be loaded (spec 001
 * section 8: 'On failure zeroed fallback data with one entry per day is shown'): every figure 0,
 * the ratios N/A, one Sales Trends entry per day of the chosen period ending `today` (YYYY-MM-DD).
 * The page labels it as not loaded; it is never taken for the shop's figures.
 */
export function zeroedOverview(timeRange: BusinessRange, today: string): BusinessOverview {
  const end = Date.parse(`${today}T00:00:00Z`);
  const days = Array.from({ length: timeRange }, (_, i) => isoDay(end - (timeRange - 1 - i) * DAY_MS));
  const start = end - (timeRange - 1) * DAY_MS;
  return {
    hasOrders: false,
    summary: {
      totalOrders: 0,
      deliveredOrders: 0,
      totalRevenue: 0,
      monthlyRevenue: 0,
      productsSold: 0,
      avgOrderValue: null,
      totalEarnings: 0,
      totalCommission: 0,
      productViews: 0,
      conversionRate: null,
      conversionRateReason: 'Not loaded',
      repeatCustomerRate: null,
      repeatCustomerRateReason: 'Not loaded',
    },
    cards: { moneyEarned: zero, ordersReceived: zero, productsListed: zero, averageOrder: zero },
    charts: {
      salesData: days.map((date) => ({ date, sales: 0, orders: 0, revenue: 0 })),
      revenueData: days.map((date) => ({ date, revenue: 0, earnings: 0, commission: 0 })),
      topProducts: [],
      categoryData: [],
      orderStatusData: [],
      stockData: [],
      stockTotal: 0,
    },
    period: {
      timeRange,
      startDate: days[0]!,
      endDate: today,
      days: timeRange,
      thisMonthStart: `${today.slice(0, 7)}-01`,
      previousStartDate: isoDay(start - timeRange * DAY_MS),
      previousEndDate: isoDay(start - DAY_MS),
    },
  };
}
