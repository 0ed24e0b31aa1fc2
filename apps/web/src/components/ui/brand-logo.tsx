import { ShoppingBag } from 'lucide-react';
import { cn } from '@/lib/cn';

/** The Marketplace mark and name. */
export function BrandLogo({ className, subtitle }: { className?: string; subtitle?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <span className="flex size-9 items-center justify-center rounded-lg bg-indigo-600 text-white shadow-sm">
        <ShoppingBag className="size-5" aria-hidden="true" />
      </span>
      <span className="flex flex-col leading-tight">
        <span className="text-lg font-bold tracking-tight text-slate-900">Marketplace</span>
        {subtitle ? <span className="text-xs font-medium text-slate-500">{subtitle}</span> : null}
      </span>
    </span>
  );
}
