import type { ReactNode } from 'react';
import { PageHeader } from '@/components/ui/page-header';

/** The frame of the storefront's text pages (contact, FAQ, help). */
export function StaticPage({
  documentTitle,
  title,
  description,
  children,
}: {
  documentTitle: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:px-8">
      <title>{`${documentTitle} · Marketplace`}</title>
      <PageHeader title={title} description={description} />
      <div className="mt-8 space-y-6">{children}</div>
    </div>
  );
}
