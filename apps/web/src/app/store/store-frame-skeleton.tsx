import { BrandLogo } from '@/components/ui/brand-logo';

/**
 * The storefront's frame while a storefront page's code loads on the first visit: the same as the
 * frame index.html draws before any script runs (keep the two alike), and the same geometry as
 * `StoreLayout`'s header, so nothing moves when the page replaces it.
 */
export function StoreFrameSkeleton() {
  return (
    <div className="flex min-h-dvh flex-col" aria-busy="true">
      <div className="sticky top-0 z-30 border-b border-slate-200 bg-white/95">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
          <BrandLogo />
        </div>
        <div className="border-t border-slate-100 px-4 py-2 md:hidden">
          <div className="h-10 w-full rounded-full border border-slate-300 bg-slate-50" />
        </div>
      </div>
      <div className="min-h-dvh flex-1" />
    </div>
  );
}
