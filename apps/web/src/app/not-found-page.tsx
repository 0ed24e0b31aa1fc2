import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';

/** Unknown storefront addresses. */
export function NotFoundPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <title>Page not found · Marketplace</title>
      <Card>
        <EmptyState
          icon={SearchX}
          title={<span className="text-2xl">Page not found</span>}
          description="We could not find the page you were looking for. It may have moved, or the address may be mistyped."
          actions={
            <>
              <Link to="/" className={buttonClasses()}>
                Go to the home page
              </Link>
              <Link to="/help" className={buttonClasses({ variant: 'outline' })}>
                Visit the Help Center
              </Link>
            </>
          }
        />
      </Card>
    </div>
  );
}
