/** The analytics screens' shared pieces: charts with a table view, KPI cards, the range select. */
export { ChartCard, type ChartColumn, type ChartTable } from './chart-card';
export { ChartSkeleton, KpiSkeletons } from './chart-skeleton';
export { KpiCard } from './kpi-card';
export { RangeSelect } from './range-select';
export {
  AXIS_TICK,
  CHART_COLOURS,
  CHART_HEIGHT,
  GRID_STROKE,
  INITIAL_DIMENSION,
  STATUS_COLOURS,
} from './theme';
