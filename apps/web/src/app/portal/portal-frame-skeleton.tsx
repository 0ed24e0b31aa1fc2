import { PageSkeleton, SkeletonBar } from '@/components/ui/page-skeleton';

/**
 * The portal frame (sidebar, header, page) in grey, shown on the first load of a portal address
 * while the portal's code arrives: the same geometry as `PortalLayout`, so nothing moves when the
 * real shell replaces it. Kept free of portal code so the storefront bundle stays small.
 */
export function PortalFrameSkeleton() {
  return (
    <div className="min-h-dvh bg-slate-50">
      <div className="fixed inset-y-0 left-0 z-30 hidden w-64 border-r border-slate-200 bg-white lg:block">
        <div className="flex items-center gap-3 border-b border-slate-200 px-4 py-4">
          <SkeletonBar className="size-10 rounded-full" />
          <div className="flex-1 space-y-2">
            <SkeletonBar className="h-3.5 w-32" />
            <SkeletonBar className="h-3 w-20" />
          </div>
        </div>
        <div className="space-y-3 px-6 py-5">
          {['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((key) => (
            <SkeletonBar key={key} className="h-4 w-36" />
          ))}
        </div>
      </div>
      <div className="lg:pl-64">
        <div className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-slate-200 bg-white/90 px-4 sm:px-6">
          <SkeletonBar className="h-5 w-40" />
        </div>
        <main className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
          <PageSkeleton />
        </main>
      </div>
    </div>
  );
}
