import { useMutation, useQueryClient } from '@tanstack/react-query';

/** `['admin', 'orders']`: every admin order query (lists and details). */
export const adminOrdersKey = ['admin', 'orders'] as const;

/** An order change: afterwards (success or not) every admin order list and detail reloads. */
export function useRefreshingMutation<T>(mutationFn: (input: T) => Promise<{ message?: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminOrdersKey }),
  });
}
