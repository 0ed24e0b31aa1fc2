import { useEffect, useState } from 'react';

/** Success and error banners clear after this long (spec 001 sections 8 and 9). */
export const BANNER_MS = 3000;

export type Banner = { tone: 'success' | 'danger'; text: string };

/** A banner that clears itself 3 seconds after it was shown. */
export function useTimedBanner() {
  const [banner, setBanner] = useState<Banner | null>(null);
  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(null), BANNER_MS);
    return () => clearTimeout(timer);
  }, [banner]);
  return {
    banner,
    success: (text: string) => setBanner({ tone: 'success', text }),
    failure: (text: string) => setBanner({ tone: 'danger', text }),
    clear: () => setBanner(null),
  };
}
