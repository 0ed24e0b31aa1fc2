import type { Role } from '@market/domain';
import { useEffect, useRef, useState } from 'react';
import { openEventStream } from '@/lib/event-stream';

/** Waits before reconnecting after the stream failed; after the last one, polling alone remains. */
const RECONNECT_DELAYS_MS = [2_000, 5_000, 15_000, 30_000];

/**
 * Follows GET /api/inquiries/:inquiryId/events (server-sent `message` and `status` events) while
 * `enabled`, calling `onChange` for each; reconnects a few times when the stream drops.
 * Returns whether the stream is open.
 */
export function useInquiryLiveUpdates(
  inquiryId: string,
  role: Role,
  onChange: () => void,
  enabled = true,
): boolean {
  const [live, setLive] = useState(false);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    if (!enabled) return;
    let attempt = 0;
    let stop: (() => void) | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let closed = false;
    const connect = () => {
      stop = openEventStream(`/inquiries/${encodeURIComponent(inquiryId)}/events`, role, {
        onEvent: ({ event }) => {
          if (event === 'ready') {
            attempt = 0;
            setLive(true);
          } else if (event === 'message' || event === 'status') onChangeRef.current();
        },
        onEnd: () => {
          setLive(false);
          if (closed) return;
          const delay = RECONNECT_DELAYS_MS[attempt];
          attempt += 1;
          if (delay !== undefined) timer = setTimeout(connect, delay);
        },
      });
    };
    connect();
    return () => {
      closed = true;
      if (timer) clearTimeout(timer);
      stop?.();
      setLive(false);
    };
  }, [inquiryId, role, enabled]);

  return live;
}
