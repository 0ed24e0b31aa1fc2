import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { VENDOR_HOME_PATH } from '@/shared/session';

export function VendorNotFoundPage() {
  return (
    <Card>
      <EmptyState
        icon={SearchX}
        title="Page not found"
        description="This page does not exist in the vendor portal. Check the address or use the menu."
        actions={
          <Link to={VENDOR_HOME_PATH} className={buttonClasses()}>
            Go to dashboard
          </Link>
        }
      />
    </Card>
  );
}
