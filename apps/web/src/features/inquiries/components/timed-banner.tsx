import { Alert } from '@/components/ui/alert';
import type { Banner } from '../use-timed-banner';

/** The success or failure line of the last action (cleared after 3 s by `useTimedBanner`). */
export function TimedBanner({ banner, className }: { banner: Banner | null; className?: string }) {
  if (!banner) return null;
  return (
    <Alert tone={banner.tone} live={banner.tone === 'danger' ? 'alert' : 'status'} className={className}>
      {banner.text}
    </Alert>
  );
}
