import { useEffect, useState } from 'react';

/** A message that disappears by itself after `ms` (spec 000 section 9: success messages hide after 3 s). */
export function useFlashMessage(ms = 3000) {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (message === null) return;
    const timer = setTimeout(() => setMessage(null), ms);
    return () => clearTimeout(timer);
  }, [message, ms]);
  return [message, setMessage] as const;
}
