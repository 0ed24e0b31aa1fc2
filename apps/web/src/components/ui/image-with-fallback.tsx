import { ImageOff } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { cn } from '@/lib/cn';

type ImageWithFallbackProps = Omit<ComponentProps<'img'>, 'src' | 'onError'> & {
  src: string | null | undefined;
  alt: string;
  /** Classes of the placeholder box (defaults to the image's `className`). */
  fallbackClassName?: string;
};

/**
 * An image that turns into a neutral placeholder (an icon on grey) when there is no source or
 * when it fails to load (spec 001: "a product image that fails to load is replaced by a placeholder").
 */
export function ImageWithFallback({
  src,
  alt,
  className,
  fallbackClassName,
  loading = 'lazy',
  ...props
}: ImageWithFallbackProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || src === failedSrc) {
    return (
      <span
        role="img"
        aria-label={alt || 'No image'}
        data-testid="image-placeholder"
        className={cn(
          'flex items-center justify-center bg-slate-100 text-slate-400',
          fallbackClassName ?? className,
        )}
      >
        <ImageOff className="size-1/3 max-h-8 max-w-8 min-h-4 min-w-4" aria-hidden="true" />
      </span>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading={loading}
      className={className}
      onError={() => setFailedSrc(src)}
      {...props}
    />
  );
}
