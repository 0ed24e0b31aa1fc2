import { ArrowLeft, Construction } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { usePlaceholderHandle } from './route-handle';

/**
 * A portal page that is not built yet: its title and one sentence from the route's
 * `handle.placeholder`, and a way back. Loaded lazily with the portal routes.
 */
export function PlaceholderPage({ homePath }: { homePath: string }) {
  const placeholder = usePlaceholderHandle();
  const { pathname } = useLocation();
  return (
    <Card className="mx-auto max-w-2xl px-6 py-12 text-center sm:px-12">
      <div className="mx-auto mb-5 flex size-14 items-center justify-center rounded-2xl bg-indigo-50 text-indigo-600">
        <Construction className="size-7" aria-hidden="true" />
      </div>
      <Badge tone="indigo">Coming soon</Badge>
      <h2 className="mt-3 text-xl font-semibold text-slate-900">{placeholder?.title ?? 'Coming soon'}</h2>
      <p className="mx-auto mt-2 max-w-md text-sm leading-relaxed text-slate-500">
        {placeholder?.description ?? 'This page is on its way.'}
      </p>
      {pathname === homePath ? null : (
        <Link to={homePath} className={buttonClasses({ variant: 'outline', className: 'mt-6' })}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to dashboard
        </Link>
      )}
    </Card>
  );
}
