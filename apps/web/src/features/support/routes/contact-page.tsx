import { KeyRound, type LucideIcon, Package, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { StaticPage } from '../components/static-page';
import { TextLink } from '../components/text-link';

function ContactTopic({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card className="flex gap-4 p-5">
      <div className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600">
        <Icon className="size-5" aria-hidden="true" />
      </div>
      <div className="space-y-2 text-sm leading-relaxed text-slate-600">
        <h2 className="text-base font-semibold text-slate-900">{title}</h2>
        {children}
      </div>
    </Card>
  );
}

/** `/contact` */
export function ContactPage() {
  return (
    <StaticPage
      documentTitle="Contact us"
      title="Contact us"
      description="The quickest way to an answer depends on what your question is about."
    >
      <ContactTopic icon={Package} title="A question about an order">
        <p>
          Each product is sold and shipped by its seller, so the seller is the best person to ask about an
          item, its delivery or a return. Open the order in <TextLink to="/my-orders">My Orders</TextLink> and
          choose &ldquo;Ask the vendor&rdquo;, or use the same button on the product&rsquo;s page; the replies
          appear in <TextLink to="/account/inquiries">My Inquiries</TextLink>.
        </p>
        <p>
          To see where an order is, use the tracking link in your order confirmation: tracking only needs the
          order number, which starts with <span className="font-medium text-slate-900">IT-</span>.
        </p>
      </ContactTopic>
      <ContactTopic icon={KeyRound} title="Your account">
        <p>
          Cannot sign in? Reset your password from the <TextLink to="/login">sign-in page</TextLink> with the
          &ldquo;Forgot password?&rdquo; link. For anything else, the <TextLink to="/faq">FAQ</TextLink> and
          the <TextLink to="/help">Help Center</TextLink> cover the most common questions.
        </p>
      </ContactTopic>
      <ContactTopic icon={Store} title="Selling on Marketplace">
        <p>
          Want to sell? <TextLink to="/vendor/register">Apply to become a vendor</TextLink>. Already applied?
          Look up your application with its ID on the{' '}
          <TextLink to="/vendor/application-status">status page</TextLink>. Approved vendors manage their
          products, orders and customer inquiries from the{' '}
          <TextLink to="/vendor/login">vendor portal</TextLink>.
        </p>
      </ContactTopic>
    </StaticPage>
  );
}
