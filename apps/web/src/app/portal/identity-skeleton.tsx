import { SkeletonBar } from '@/components/ui/page-skeleton';

/** Who is signed in, in grey, while the session is checked. */
export function IdentitySkeleton() {
  return (
    <div className="flex items-center gap-3 pr-8 lg:pr-0" aria-hidden="true">
      <SkeletonBar className="size-10 rounded-full" />
      <div className="flex-1 space-y-2">
        <SkeletonBar className="h-3.5 w-32" />
        <SkeletonBar className="h-3 w-20" />
      </div>
    </div>
  );
}
