import { useState } from 'react';
import { cn } from '@/lib/cn';

const COLOURS = [
  'bg-indigo-600',
  'bg-emerald-600',
  'bg-sky-600',
  'bg-amber-600',
  'bg-rose-600',
  'bg-violet-600',
  'bg-teal-600',
  'bg-fuchsia-600',
];

/** A stable colour per name, so a vendor keeps the same circle colour. */
function colourFor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return COLOURS[hash % COLOURS.length] ?? 'bg-indigo-600';
}

const SIZES = { sm: 'size-8 text-sm', md: 'size-10 text-base', lg: 'size-11 text-lg' } as const;

type AvatarProps = {
  name: string;
  size?: keyof typeof SIZES;
  /** Image URL; when missing (or failing to load) the first letter of `name` shows in a coloured circle. */
  src?: string | null;
  className?: string;
};

export function Avatar({ name, src, size = 'md', className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const initial = (name.trim()[0] ?? '?').toUpperCase();
  const sizing = cn('shrink-0 rounded-full', SIZES[size], className);
  if (src && src !== failedSrc) {
    return (
      <img
        src={src}
        alt={`${name} logo`}
        className={cn(sizing, 'bg-white object-cover ring-1 ring-slate-200')}
        onError={() => setFailedSrc(src)}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={`${name} initial`}
      data-testid="avatar-initial"
      className={cn(
        sizing,
        'inline-flex items-center justify-center font-semibold text-white',
        colourFor(name),
      )}
    >
      <span aria-hidden="true">{initial}</span>
    </span>
  );
}
