export { type Change, formatChange, formatDay, formatPercent, formatRate } from '@/lib/format-analytics';
