import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Toaster } from 'sonner';
import { AdminSessionProvider, CustomerSessionProvider, VendorSessionProvider } from '@/shared/session';
import { createQueryClient } from './query-client';

/** Data fetching, the three role sessions and the toaster. Wraps the router. */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <CustomerSessionProvider>
        <VendorSessionProvider>
          <AdminSessionProvider>{children}</AdminSessionProvider>
        </VendorSessionProvider>
      </CustomerSessionProvider>
      <Toaster richColors position="top-right" duration={5000} closeButton />
    </QueryClientProvider>
  );
}
