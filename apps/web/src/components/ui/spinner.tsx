import { cn } from '@/lib/cn';

const SIZES = { sm: 'size-4', md: 'size-5', lg: 'size-8' } as const;

type SpinnerProps = { size?: keyof typeof SIZES; className?: string; label?: string };

/** A spinning ring in the current text colour. Decorative unless given a `label`, announced as a status. */
export function Spinner({ size = 'md', className, label }: SpinnerProps) {
  const ring = (
    <svg
      className={cn('animate-spin', SIZES[size], className)}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" className="opacity-25" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
  if (!label) return ring;
  return (
    <span role="status" className="inline-flex items-center gap-2">
      {ring}
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Fills the viewport while a session or a lazily loaded area is on its way. */
export function FullPageSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-slate-50">
      <div role="status" className="flex flex-col items-center gap-3 text-slate-500">
        <Spinner size="lg" className="text-indigo-600" />
        <span className="text-sm font-medium">{label}</span>
      </div>
    </div>
  );
}
