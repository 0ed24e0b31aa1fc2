import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandLogo } from '@/components/ui/brand-logo';
import { Card } from '@/components/ui/card';

type AuthPageLayoutProps = {
  /** Browser tab title. */
  documentTitle: string;
  title: string;
  description?: ReactNode;
  /** Which part of the product this sign-in is for, shown under the logo ("Vendor portal"). */
  area?: string;
  children: ReactNode;
  footer?: ReactNode;
};

/** The centered card every sign-in page uses. */
export function AuthPageLayout({
  documentTitle,
  title,
  description,
  area,
  children,
  footer,
}: AuthPageLayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-slate-50 via-slate-50 to-indigo-50/60">
      <title>{`${documentTitle} · Marketplace`}</title>
      <main className="flex flex-1 flex-col items-center justify-center px-4 py-10 sm:px-6">
        <Link
          to="/"
          className="mb-8 rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-4"
        >
          <BrandLogo subtitle={area} />
        </Link>
        <Card className="w-full max-w-md p-6 sm:p-8">
          <div className="mb-6 space-y-1.5">
            <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
            {description ? <p className="text-sm text-slate-500">{description}</p> : null}
          </div>
          {children}
        </Card>
        {footer ? (
          <div className="mt-6 w-full max-w-md text-center text-sm text-slate-600">{footer}</div>
        ) : null}
      </main>
    </div>
  );
}
