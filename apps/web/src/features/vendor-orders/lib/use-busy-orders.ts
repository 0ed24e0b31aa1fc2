import { useState } from 'react';

/**
 * The orders whose change is running (each card shows a spinner meanwhile): `track(id, work)` marks
 * the order busy until `work` settles.
 */
export function useBusyOrders() {
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());

  const track = async (id: string, work: () => Promise<void>) => {
    setBusy((ids) => new Set(ids).add(id));
    try {
      await work();
    } finally {
      setBusy((ids) => {
        const next = new Set(ids);
        next.delete(id);
        return next;
      });
    }
  };

  return { busy, track };
}
