/** Query keys of the Performance Dashboard. */
export const performanceKey = ['vendor', 'performance'] as const;
