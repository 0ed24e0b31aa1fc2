import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';

/** An address that matches no page of a portal: what happened and the way back. */
export function PortalNotFoundPage({ area, homePath }: { area: string; homePath: string }) {
  return (
    <Card>
      <EmptyState
        icon={SearchX}
        title="Page not found"
        description={`This page does not exist in the ${area}. Check the address or use the menu.`}
        actions={
          <Link to={homePath} className={buttonClasses()}>
            Go to dashboard
          </Link>
        }
      />
    </Card>
  );
}
