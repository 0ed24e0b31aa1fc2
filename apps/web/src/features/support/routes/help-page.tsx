import { CircleHelp, KeyRound, type LucideIcon, Package, ShoppingBag, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { StaticPage } from '../components/static-page';
import { TextLink } from '../components/text-link';

type Topic = { icon: LucideIcon; title: string; steps: ReactNode[] };

const TOPICS: Topic[] = [
  {
    icon: ShoppingBag,
    title: 'Shopping',
    steps: [
      'Use the search box at the top of every page to find products by name.',
      'Add products from several sellers to one cart and pay for them in a single checkout.',
      'Choose cash on delivery, bank transfer or card when you check out.',
    ],
  },
  {
    icon: Package,
    title: 'Orders and delivery',
    steps: [
      'Your order confirmation shows your order number (it starts with IT-) and a tracking link.',
      'Orders with products from several sellers arrive in parts, one per seller, each with its own status.',
      'You can cancel an order, one of its parts or single items while they have not shipped.',
    ],
  },
  {
    icon: KeyRound,
    title: 'Your account',
    steps: [
      <>
        <TextLink to="/login">Sign in</TextLink> to see your orders and check out faster.
      </>,
      <>
        Forgot your password? Use &ldquo;Forgot password?&rdquo; on the{' '}
        <TextLink to="/login">sign-in page</TextLink> to receive a reset code by email.
      </>,
      'Tick "Remember me" to stay signed in for 30 days on your own device; otherwise you stay signed in for a day.',
    ],
  },
  {
    icon: Store,
    title: 'Selling',
    steps: [
      <>
        <TextLink to="/vendor/register">Apply to sell</TextLink> with your business details; we confirm your
        email with a six-digit code.
      </>,
      <>
        Follow your application with its ID on the{' '}
        <TextLink to="/vendor/application-status">application status page</TextLink>.
      </>,
      <>
        Once approved, <TextLink to="/vendor/login">sign in to the vendor portal</TextLink> to add products
        and handle your orders.
      </>,
    ],
  },
];

/** `/help` */
export function HelpPage() {
  return (
    <StaticPage
      documentTitle="Help Center"
      title="Help Center"
      description="How shopping, orders, accounts and selling work on Marketplace."
    >
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {TOPICS.map(({ icon: Icon, title, steps }) => (
          <Card key={title} className="p-5">
            <div className="flex items-center gap-3">
              <div className="flex size-10 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600">
                <Icon className="size-5" aria-hidden="true" />
              </div>
              <h2 className="text-base font-semibold text-slate-900">{title}</h2>
            </div>
            <ul className="mt-4 list-disc space-y-2 pl-5 text-sm leading-relaxed text-slate-600 marker:text-slate-300">
              {steps.map((step, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list that never reorders
                <li key={index}>{step}</li>
              ))}
            </ul>
          </Card>
        ))}
      </div>
      <Card className="flex items-start gap-4 p-5">
        <CircleHelp className="mt-0.5 size-5 shrink-0 text-indigo-600" aria-hidden="true" />
        <p className="text-sm leading-relaxed text-slate-600">
          Still stuck? Read the <TextLink to="/faq">frequently asked questions</TextLink> or see{' '}
          <TextLink to="/contact">how to contact us</TextLink>.
        </p>
      </Card>
    </StaticPage>
  );
}
