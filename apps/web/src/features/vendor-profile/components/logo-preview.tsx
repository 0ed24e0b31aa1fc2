import { useState } from 'react';
import { cn } from '@/lib/cn';

/** A large round logo (or the first letter of the business name) for the profile screens. */
export function LogoPreview({
  name,
  src,
  size = 'lg',
  alt,
}: {
  name: string;
  src: string | null;
  size?: 'md' | 'lg';
  alt?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const box = cn('shrink-0 rounded-full', size === 'lg' ? 'size-20 text-3xl' : 'size-16 text-2xl');
  if (src && src !== failed) {
    return (
      <img
        src={src}
        alt={alt ?? `${name} logo`}
        className={cn(box, 'bg-white object-cover ring-1 ring-slate-200')}
        onError={() => setFailed(src)}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={`${name} initial`}
      className={cn(box, 'inline-flex items-center justify-center bg-indigo-600 font-semibold text-white')}
    >
      <span aria-hidden="true">{(name.trim()[0] ?? '?').toUpperCase()}</span>
    </span>
  );
}
