import { RefreshCw, TriangleAlert } from 'lucide-react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';

function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
      error.message,
    )
  );
}

/** The last line of defence: an error thrown while loading or rendering a route. */
export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const staleBuild = isChunkLoadError(error);

  if (import.meta.env.DEV && !notFound) console.error(error);

  return (
    <div className="flex min-h-dvh items-center justify-center bg-slate-50 px-4">
      <title>{notFound ? 'Page not found · Marketplace' : 'Something went wrong · Marketplace'}</title>
      <Card className="w-full max-w-lg">
        <EmptyState
          icon={TriangleAlert}
          title={notFound ? 'Page not found' : 'Something went wrong'}
          description={
            notFound
              ? 'We could not find the page you were looking for.'
              : staleBuild
                ? 'A newer version of Marketplace is available. Reload the page to continue.'
                : 'An unexpected error stopped this page from loading. Please try again.'
          }
          actions={
            <>
              {notFound ? null : (
                <Button onClick={() => window.location.reload()}>
                  <RefreshCw className="size-4" aria-hidden="true" />
                  Reload page
                </Button>
              )}
              <Link to="/" className={buttonClasses({ variant: 'outline' })}>
                Go to the home page
              </Link>
            </>
          }
        />
      </Card>
    </div>
  );
}
