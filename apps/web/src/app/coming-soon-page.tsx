import { ArrowLeft, Construction } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { BrandLogo } from '@/components/ui/brand-logo';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/** A public page that is not built yet (registration, password reset, application status). */
export function ComingSoonPage({ title, description }: { title: string; description: string }) {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center bg-gradient-to-b from-slate-50 to-indigo-50/60 px-4 py-10">
      <title>{`${title} · Marketplace`}</title>
      <Link
        to="/"
        aria-label="Marketplace home"
        className="mb-8 rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-4"
      >
        <BrandLogo />
      </Link>
      <Card className="w-full max-w-md p-8 text-center">
        <div className="mx-auto mb-5 flex size-14 items-center justify-center rounded-2xl bg-indigo-50 text-indigo-600">
          <Construction className="size-7" aria-hidden="true" />
        </div>
        <Badge tone="indigo">Coming soon</Badge>
        <h1 className="mt-3 text-xl font-semibold text-slate-900">{title}</h1>
        <p className="mt-2 text-sm leading-relaxed text-slate-500">{description}</p>
        <Link to="/" className={buttonClasses({ variant: 'outline', className: 'mt-6' })}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to Store
        </Link>
      </Card>
    </div>
  );
}
