import { BrandLogo } from '@/components/ui/brand-logo';
import { Card } from '@/components/ui/card';
import { SkeletonBar } from '@/components/ui/page-skeleton';

/**
 * The sign-in card in grey, with the same geometry as `AuthPageLayout`: shown on the first load of
 * a sign-in address while its code arrives, and on the new-password page while the stored session
 * is checked, so the layout is there at once and nothing moves when the form replaces it.
 */
export function AuthPageSkeleton({ label = 'Loading…', area }: { label?: string; area?: string }) {
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-slate-50 via-slate-50 to-indigo-50/60">
      <main className="flex flex-1 flex-col items-center justify-center px-4 py-10 sm:px-6">
        <BrandLogo subtitle={area} className="mb-8" />
        <Card className="w-full max-w-md p-6 sm:p-8">
          <div role="status" aria-busy="true" aria-label={label} className="space-y-6">
            <div className="space-y-2.5">
              <SkeletonBar className="h-7 w-56" />
              <SkeletonBar className="h-4 w-72 max-w-full" />
            </div>
            {['a', 'b'].map((key) => (
              <div key={key} className="space-y-2">
                <SkeletonBar className="h-4 w-24" />
                <SkeletonBar className="h-10 w-full rounded-lg" />
              </div>
            ))}
            <SkeletonBar className="h-10 w-full rounded-lg" />
          </div>
        </Card>
      </main>
    </div>
  );
}
