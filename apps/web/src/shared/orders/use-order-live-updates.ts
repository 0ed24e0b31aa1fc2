import { useEffect, useRef, useState } from 'react';
import type { OrderAccess } from '@/shared/orders/api/order-access';
import { subscribeToOrderEvents } from '@/shared/orders/api/order-events';

/** Waits before reconnecting after the stream failed; after the last one, polling alone remains. */
const RECONNECT_DELAYS_MS = [3_000, 10_000, 30_000];

/**
 * Follows an order's live status events while `enabled`, calling `onChange` for each. When the
 * stream cannot open or drops, it reconnects a few times, then gives up (the caller keeps polling).
 * Returns whether the stream is open.
 */
export function useOrderLiveUpdates(
  orderId: string,
  access: OrderAccess,
  onChange: () => void,
  enabled = true,
): boolean {
  const [live, setLive] = useState(false);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const { viewer, email } = access;

  useEffect(() => {
    if (!enabled) return;
    let attempt = 0;
    let stop: (() => void) | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let closed = false;

    const connect = () => {
      stop = subscribeToOrderEvents(
        orderId,
        { viewer, email },
        {
          onReady: () => {
            attempt = 0;
            setLive(true);
          },
          onStatus: () => onChangeRef.current(),
          onEnd: () => {
            setLive(false);
            if (closed) return;
            const delay = RECONNECT_DELAYS_MS[attempt];
            attempt += 1;
            if (delay !== undefined) timer = setTimeout(connect, delay);
          },
        },
      );
    };
    connect();
    return () => {
      closed = true;
      if (timer) clearTimeout(timer);
      stop?.();
      setLive(false);
    };
  }, [orderId, viewer, email, enabled]);

  return live;
}
