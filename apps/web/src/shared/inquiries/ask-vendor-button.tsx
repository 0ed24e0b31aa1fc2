import { MessageSquarePlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button, type ButtonSize, type ButtonVariant, buttonClasses } from '@/components/ui/button';
import { getToken } from '@/lib/token-storage';
import { fromState } from '@/shared/session';
import type { InquiryTopic } from './ask-vendor-form';

// The form loads on the first click, outside the store's main bundle.
const AskVendorDialog = lazy(async () => ({ default: (await import('./ask-vendor-form')).AskVendorDialog }));

/**
 * 'Ask the vendor' on product pages and order details: opens the inquiry form for a signed-in
 * customer (then shows the new conversation); otherwise leads to sign-in and back.
 */
export function AskVendorButton({
  topic,
  variant = 'outline',
  size = 'md',
  label = 'Ask the vendor',
}: {
  topic: InquiryTopic;
  variant?: ButtonVariant;
  size?: ButtonSize;
  label?: string;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);

  // A signed-out visitor signs in first (a token that has expired meets the same sign-in on 401).
  if (!getToken('customer')) {
    return (
      <Link to="/login" state={fromState(location)} className={buttonClasses({ variant, size })}>
        <MessageSquarePlus className="size-4" aria-hidden="true" />
        {label}
      </Link>
    );
  }
  return (
    <>
      <Button variant={variant} size={size} onClick={() => setOpen(true)}>
        <MessageSquarePlus className="size-4" aria-hidden="true" />
        {label}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <AskVendorDialog
            topic={topic}
            onClose={() => setOpen(false)}
            onSent={(inquiry) => {
              setOpen(false);
              navigate(`/account/inquiries/${encodeURIComponent(inquiry.inquiryId)}`, {
                state: { sent: true },
              });
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
