/** One look for every chart (Recharts props). */
export const CHART_COLOURS = [
  '#4f46e5',
  '#10b981',
  '#f59e0b',
  '#0ea5e9',
  '#f43f5e',
  '#8b5cf6',
  '#14b8a6',
  '#64748b',
];
export const AXIS_TICK = { fontSize: 12, fill: '#475569' };
export const GRID_STROKE = '#e2e8f0';
export const CHART_HEIGHT = 260;
/** Recharts' ResponsiveContainer size before it measures (tests, first paint). */
export const INITIAL_DIMENSION = { width: 600, height: CHART_HEIGHT };
/** Colours of order statuses, shared by every status chart. */
export const STATUS_COLOURS: Record<string, string> = {
  pending: '#f59e0b',
  accepted: '#0ea5e9',
  processing: '#6366f1',
  shipped: '#8b5cf6',
  delivered: '#10b981',
  cancelled: '#ef4444',
  cancelled_by_customer: '#f97316',
  rejected: '#64748b',
  returned: '#ec4899',
};
