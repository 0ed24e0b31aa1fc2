/** `['admin', 'commissions']`: every admin commission query. */
export const adminCommissionsKey = ['admin', 'commissions'] as const;
