import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

/** One numbered step of the checkout form. */
export function CheckoutSection({
  title,
  step,
  children,
}: {
  title: string;
  step: number;
  children: ReactNode;
}) {
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={`checkout-step-${step}`}>
        <h2 id={`checkout-step-${step}`} className="flex items-center gap-2 font-semibold text-slate-900">
          <span className="flex size-6 items-center justify-center rounded-full bg-indigo-600 text-xs font-semibold text-white">
            {step}
          </span>
          {title}
        </h2>
        <div className="mt-4">{children}</div>
      </section>
    </Card>
  );
}
